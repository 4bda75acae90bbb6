import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

import Diagram from '@site/src/components/Diagram';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Zoom from '@site/src/components/Zoom';

/** Images in the docs open larger on click or Enter, like diagrams. */
function ZoomableImage(props: ComponentProps<'img'>): ReactNode {
  const Img = MDXComponents.img;
  return (
    <Zoom label={props.alt ?? 'Image'} large={() => <img src={props.src} alt={props.alt} />}>
      <Img {...props} />
    </Zoom>
  );
}

export default {...MDXComponents, table: ScrollableTable, img: ZoomableImage, Diagram};
