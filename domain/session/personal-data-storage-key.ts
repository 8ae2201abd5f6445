// SPEC §3: the personal data lives in the browser's session storage, one entry for the whole
// portal: the login callback writes it (SPEC §4) and the application form reads and extends it.
// A module of its own: the page shell (login callback) needs the key, not the form's mapping.
export const PERSONAL_DATA_STORAGE_KEY = 'rk_personal_data';
