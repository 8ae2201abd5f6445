// Decorator metadata for inversify; the only other places this stands first are the entry points.
import 'reflect-metadata';
