import {
  type AtRule,
  type ChildNode,
  type Container,
  type Declaration,
  parse,
  type Rule,
} from 'postcss';

/**
 * At-rules custom CSS may use: they only condition or size what is drawn.
 * Everything else (`@import`, `@font-face`, `@namespace`, `@charset`, …) goes.
 */
const allowedAtRules = new Set(['media', 'supports', 'page', 'container', 'layer']);

/**
 * CSS functions a value may call: colours, maths, gradients, transforms,
 * filters, timing and counters. None of them can name a resource, so a value
 * that calls anything else (`url`, `image-set`, `image`, `element`,
 * `cross-fade`, `src`, `expression`, …) is dropped whole.
 */
const allowedFunctions = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'env',
  'attr',
  'counter',
  'counters',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'translate',
  'translatex',
  'translatey',
  'translatez',
  'translate3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'scale',
  'scalex',
  'scaley',
  'scalez',
  'scale3d',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'matrix3d',
  'perspective',
  'cubic-bezier',
  'steps',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  'minmax',
  'repeat',
  'fit-content',
  'not',
  'is',
  'where',
  'has',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'lang',
  'dir',
]);

/** Properties that bind behaviour in old engines; never allowed. */
const deniedProperties = /^(-[a-z]+-)?(behavior|binding)$/i;

/** A function call's name inside a value or selector: `name(`. */
const functionCall = /([a-z0-9_-]+)\s*\(/gi;

/**
 * Whether a piece of CSS text is safe to keep: no escapes (which could spell
 * a forbidden name), nothing that ends the style element, no comments, and
 * only allowed functions (vendor prefixes stripped before the check).
 */
function safeText(text: string): boolean {
  if (/[\\<>]|\/\*|@import/i.test(text)) {
    return false;
  }
  for (const [, name] of text.matchAll(functionCall)) {
    const bare = name.toLowerCase().replace(/^-[a-z]+-/, '');
    if (!allowedFunctions.has(bare)) {
      return false;
    }
  }
  return true;
}

function keepDeclaration(declaration: Declaration): boolean {
  return (
    !deniedProperties.test(declaration.prop) &&
    /^(--)?[a-z-]+$/i.test(declaration.prop) &&
    safeText(declaration.value)
  );
}

function keepNode(node: ChildNode): boolean {
  switch (node.type) {
    case 'decl':
      return keepDeclaration(node);
    case 'rule':
      return safeText((node as Rule).selector);
    case 'atrule': {
      const rule = node as AtRule;
      return allowedAtRules.has(rule.name.toLowerCase()) && safeText(rule.params);
    }
    case 'comment':
      return false;
    default:
      return false;
  }
}

/** Removes every node the allow-list does not keep, depth first. */
function prune(container: Container): void {
  container.each((node) => {
    if (!keepNode(node)) {
      node.remove();
      return;
    }
    if ('nodes' in node && node.nodes) {
      prune(node as Container);
    }
  });
}

/**
 * Makes a resume's custom CSS safe to apply (docs/quality.md#case-23): it may restyle the
 * resume, but not load anything and not close the style element it lives in.
 *
 * The CSS is parsed (postcss) and printed again from the tree, keeping only
 * what an allow-list accepts: the allowed at-rules, rules whose selectors are
 * plain, and declarations whose values call only allowed functions. Because
 * the output is printed from whole nodes, removing one cannot glue the text
 * around it into something new, as rewriting the source string could.
 * CSS that does not parse is dropped whole.
 */
export function sanitizeCustomCss(css: string): string {
  let root;
  try {
    root = parse(css);
  } catch {
    return '';
  }
  prune(root);
  const output = root.toString();
  // The tree printer copies each kept node's raw text; check the whole once more.
  return /<\/?style|\\/i.test(output) ? '' : output;
}
