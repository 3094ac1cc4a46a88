// The web server writes the shell's run-time config into each page it serves, as
// `<script id="club-config" type="application/json">` (decision 031): the shell then starts without
// waiting for /config.json, which stays for pages served by anything else (the dev server).
// The server writes it and the shell reads it: the id is the contract.
export const INLINE_CONFIG_ID = 'club-config';
