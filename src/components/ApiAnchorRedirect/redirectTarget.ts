// Where an old Redoc hash of the API page now lives: `#operation/<id>` and
// `#tag/<tag>/operation/<id>` on the operation's page, `#tag/<tag>` at the
// tag's section of the overview. Undefined for every other hash.
export function redirectTarget(
  hash: string,
  operationRoutes: Record<string, string>,
  tagAnchors: Record<string, string>,
): string | undefined {
  const place = decodeURIComponent(hash.replace(/^#/, ''));
  const operation = /(?:^|\/)operation\/([^/]+)$/.exec(place);
  if (operation) return operationRoutes[operation[1]];
  const tag = /^tag\/([^/]+)$/.exec(place);
  if (tag) {
    const anchor = tagAnchors[tag[1].toLowerCase()];
    return anchor ? `#${anchor}` : undefined;
  }
  return undefined;
}
