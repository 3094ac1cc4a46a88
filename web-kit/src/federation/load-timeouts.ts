// How long the shell waits for a remote before it shows the section's fallback ('No pudimos cargar
// esta sección.' and Reintentar). The bounds are for a remote that is down or hung, never for one
// that is slow: a member on a phone network, or a busy machine, can take several seconds to get a
// remote's chunk, and a 3 s deadline on whole downloads showed the fallback to working remotes.

/** A remote's server must start answering (the manifest's headers) within this. */
export const REMOTE_ANSWER_TIMEOUT_MS = 8_000;

/** A remote's script (remoteEntry.js, or one of its chunks) must have arrived within this. */
export const REMOTE_SCRIPT_TIMEOUT_MS = 12_000;
