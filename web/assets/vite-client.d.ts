// Types for what Vite imports besides code: CSS files, SVG URLs and import.meta.glob.
/// <reference types="vite/client" />
