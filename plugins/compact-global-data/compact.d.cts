type GlobalData = Record<string, Record<string, unknown>>;

export function compactGlobalData(globalData: GlobalData): GlobalData;
export function expandGlobalData(globalData: GlobalData): GlobalData;
export function derivedPath(versionPath: string, id: string): string;
