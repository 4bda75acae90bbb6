import type {AppStore} from 'redoc';

export type Spec = ConstructorParameters<typeof AppStore>[0];

/** What both renderings of the reference need: the OpenAPI document and its URL. */
export type ReferenceProps = {spec: Spec; specPath: string};
