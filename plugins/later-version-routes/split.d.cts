/** The chunk name of a later version's routes: `later-routes-v0.0.47`. */
export function laterChunkName(path: string): string;
