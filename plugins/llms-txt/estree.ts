// A tiny evaluator for the literal JavaScript that MDX pages put in
// attributes and expressions: strings, numbers, arrays, objects and names from
// a known scope. Anything else is "unknown", never executed.

export const unknownValue = Symbol('unknown');
export type Scope = {[name: string]: unknown};

type EsNode = {type: string; [key: string]: unknown};

function isNode(value: unknown): value is EsNode {
  return Boolean(value) && typeof value === 'object' && typeof (value as EsNode).type === 'string';
}

export function evaluate(node: unknown, scope: Scope = {}): unknown {
  if (!isNode(node)) return unknownValue;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as {value: {cooked: string}}[];
      const expressions = node.expressions as unknown[];
      let text = quasis[0]?.value.cooked ?? '';
      for (let index = 0; index < expressions.length; index += 1) {
        const value = evaluate(expressions[index], scope);
        if (typeof value === 'symbol' || (typeof value === 'object' && value !== null)) {
          return unknownValue;
        }
        text += String(value) + (quasis[index + 1]?.value.cooked ?? '');
      }
      return text;
    }
    case 'Identifier':
      return Object.hasOwn(scope, node.name as string) ? scope[node.name as string] : unknownValue;
    case 'MemberExpression': {
      const object = evaluate(node.object, scope);
      if (!object || typeof object !== 'object') return unknownValue;
      const property = node.computed
        ? evaluate(node.property, scope)
        : (node.property as {name?: string}).name;
      if (typeof property !== 'string' && typeof property !== 'number') return unknownValue;
      return Object.hasOwn(object, property) ? (object as Scope)[property as string] : unknownValue;
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument, scope);
      if (node.operator === '-' && typeof value === 'number') return -value;
      if (node.operator === '!' && value !== unknownValue) return !value;
      return unknownValue;
    }
    case 'BinaryExpression': {
      const left = evaluate(node.left, scope);
      const right = evaluate(node.right, scope);
      if (node.operator !== '+' || left === unknownValue || right === unknownValue) {
        return unknownValue;
      }
      if (typeof left === 'object' || typeof right === 'object') return unknownValue;
      return (left as string) + (right as string);
    }
    case 'ArrayExpression': {
      const values = (node.elements as unknown[]).map((element) => evaluate(element, scope));
      return values.includes(unknownValue) ? unknownValue : values;
    }
    case 'ObjectExpression': {
      const result: Scope = {};
      for (const property of node.properties as EsNode[]) {
        if (property.type !== 'Property' || property.computed) return unknownValue;
        const key = property.key as EsNode;
        const name = key.type === 'Identifier' ? key.name : key.value;
        const value = evaluate(property.value, scope);
        if (value === unknownValue) return unknownValue;
        result[String(name)] = value;
      }
      return result;
    }
    default:
      return unknownValue;
  }
}

/** The value of the single expression of an MDX expression program. */
export function evaluateProgram(program: unknown, scope: Scope = {}): unknown {
  if (!isNode(program) || program.type !== 'Program') return unknownValue;
  const body = program.body as EsNode[];
  if (body.length === 0) return undefined; // a comment: {/* … */}
  if (body.length !== 1 || body[0].type !== 'ExpressionStatement') return unknownValue;
  return evaluate(body[0].expression, scope);
}

export type ModuleFacts = {
  /** local name -> module specifier, for default and named imports */
  imports: Map<string, string>;
  /** names the module exports with a literal value */
  constants: Scope;
};

/** What an `import`/`export` block of an MDX page declares. */
export function readModule(program: unknown, scope: Scope): ModuleFacts {
  const facts: ModuleFacts = {imports: new Map(), constants: {}};
  if (!isNode(program)) return facts;
  for (const statement of program.body as EsNode[]) {
    if (statement.type === 'ImportDeclaration') {
      const source = (statement.source as {value: string}).value;
      for (const specifier of statement.specifiers as EsNode[]) {
        facts.imports.set((specifier.local as {name: string}).name, source);
      }
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as EsNode) : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as EsNode[]) {
        const id = declarator.id as EsNode;
        if (id.type !== 'Identifier') continue;
        const value = evaluate(declarator.init, {...scope, ...facts.constants});
        if (value !== unknownValue) facts.constants[id.name as string] = value;
      }
    }
  }
  return facts;
}
