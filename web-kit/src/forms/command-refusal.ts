// A command mutation answers a typed result (`ok`, and the Spanish `error` when the gateway refused
// it: decision 025); a call that fails on the way is unexpected, so it is logged and reads as the
// screen's own 'could not do it' line.

/** What every command's result carries. */
export interface CommandResult {
  ok: boolean;
  error?: string | null;
}

/**
 * Sends a command: '' once it was done, else the line to show — the gateway's refusal, or
 * `fallback` when it gave none or the call itself failed.
 */
export async function commandRefusal(
  send: () => Promise<CommandResult | null | undefined>,
  fallback: string,
): Promise<string> {
  try {
    const result = await send();
    return result?.ok ? '' : (result?.error ?? fallback);
  } catch (failure) {
    console.error('command failed', failure);
    return fallback;
  }
}
