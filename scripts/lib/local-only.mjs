// A Chromium flag that keeps the browser on this machine: no host resolves but the local one, so a
// request for anything else fails at once. Used by the browser tests and the bench; unlike request
// interception it leaves the HTTP cache on.
export const localOnlyChromiumFlag =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
