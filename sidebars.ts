import {currentVersion} from './data/docs-versions';
import {toolhiveSidebarsOf} from './sidebars/toolhive';

export default toolhiveSidebarsOf(currentVersion);
