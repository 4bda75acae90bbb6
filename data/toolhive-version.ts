import {currentVersion} from './docs-versions';

/** The ToolHive release the current docs describe. */
export const toolhiveVersion = currentVersion.release;
