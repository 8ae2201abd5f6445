#!/usr/bin/env node
import '../dist/cli/rente.mjs';
