// The login pages' only style sheet, served from /login/assets/login.css: the CSP allows
// style-src 'self' and no inline styles. Kept in code so a bundled server needs no asset files.
export const LOGIN_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1b2b3a; background: #f3f6f9; }
body { margin: 0; line-height: 1.5; }
.brand { background: #0b4f8a; color: #fff; padding: 0.75rem 1.5rem; font-weight: 700; font-size: 1.25rem; margin: 0; }
.brand a { color: #fff; text-decoration: none; }
.back { margin: 0 0 1rem; }
a { color: #0b4f8a; }
.legal ul { list-style: none; display: flex; flex-wrap: wrap; justify-content: center; gap: 1.25rem; padding: 1rem; margin: 0; border-top: 1px solid #d3dbe3; }
.privacy { font-size: 0.9rem; color: #4a5a6a; }
details.points { margin: 0.4rem 0 0; }
details.points summary { cursor: pointer; color: #0b4f8a; }
details.points p { font-size: 0.9rem; margin: 0.4rem 0 0; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.5rem; padding: 0; margin: 0 0 1rem; }
nav a { display: inline-block; padding: 0.4rem 0.9rem; border: 1px solid #0b4f8a; border-radius: 999px; color: #0b4f8a; text-decoration: none; }
nav a:hover, nav a:focus { background: #0b4f8a; color: #fff; }
section { background: #fff; border-radius: 0.5rem; padding: 1.25rem; margin: 0 0 1.25rem; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.field { margin: 0 0 0.9rem; }
label, legend { display: block; font-weight: 600; margin: 0 0 0.25rem; }
input[type="email"], input[type="password"], input[type="text"], input[type="tel"] { width: 100%; padding: 0.55rem 0.6rem; font: inherit; border: 1px solid #8a99a8; border-radius: 0.3rem; }
input[aria-invalid="true"] { border-color: #b00020; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
fieldset { border: 0; padding: 0; margin: 0 0 0.9rem; }
.choice { display: inline-flex; align-items: center; gap: 0.35rem; margin-right: 1rem; font-weight: 400; }
.choice label { display: inline; font-weight: 400; margin: 0; }
.hint { color: #4a5a6a; font-size: 0.9rem; margin: 0.2rem 0 0; }
.error { color: #b00020; font-size: 0.95rem; margin: 0.25rem 0 0; }
.alert { border-left: 4px solid #b00020; background: #fdecee; padding: 0.6rem 0.8rem; margin: 0 0 1rem; }
button { font: inherit; font-weight: 600; background: #f2a900; color: #1b2b3a; border: 0; border-radius: 0.3rem; padding: 0.65rem 1.4rem; cursor: pointer; }
button:hover { background: #d99700; }
`;
