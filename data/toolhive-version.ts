/** The ToolHive release these docs describe. */
export const toolhiveVersion = 'v0.0.47';
