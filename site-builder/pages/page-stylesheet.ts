// Build step helper: the part of the app stylesheet one prerendered page can use before its
// JavaScript runs. Tailwind writes one stylesheet for every screen and state of the app (dialogs,
// menus, skeletons, error states); a page's HTML uses about half of its rules. Inline, the rest
// would only add bytes before the first paint: on a phone's first round trips, the page fits in
// fewer of them. The loader adds the whole stylesheet before the app starts (prerendered-html.ts).
import { Parser } from 'htmlparser2';
import { transform, type Declaration, type Rule, type Selector, type Targets } from 'lightningcss';

import {
  EARLY_EMPTY_CLASS,
  EARLY_RESULTS_ATTRIBUTE,
  IMAGES_HELD_CLASS,
  SHARED_FILTER_CLASS,
} from '../../app/config/page-markers.ts';
import { LISTING_EMPTY } from '../../app/config/listing-empty.ts';

/** The browsers of Vite's `build.cssTarget` entries ("safari16.4") that lightningcss knows by name. */
const TARGET_BROWSERS: Readonly<Record<string, keyof Targets>> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios: 'ios_saf',
  opera: 'opera',
};

/**
 * The browsers the build minified its stylesheet for (Vite's resolved `build.cssTarget`, read as
 * Vite itself hands it to lightningcss). Written again for them, the kept rules keep the prefixes
 * the file had (`-webkit-backdrop-filter` for Safari before 18); without targets they would go.
 */
export function stylesheetTargets(cssTarget: string | string[] | false): Targets {
  const targets: Targets = {};
  for (const entry of [cssTarget].flat()) {
    const [, name = '', major = '0', minor = '0'] = /^([a-z]+)(\d+)(?:\.(\d+))?/.exec(entry || '') ?? [];
    const browser = TARGET_BROWSERS[name];
    if (browser !== undefined) targets[browser] = (Number(major) << 16) | (Number(minor) << 8);
  }
  return targets;
}

/** Classes a page's own inline scripts may add before its first paint (they never appear in its HTML). */
export const CLASSES_ADDED_BEFORE_PAINT: readonly string[] = [SHARED_FILTER_CLASS, IMAGES_HELD_CLASS];

/**
 * Classes the early search script may draw before the app runs on a page with an early results
 * container (app/early-search.ts): the listing's empty state, and the class on <html> that lays the
 * page out around it. Its cards are the page's own.
 */
const EARLY_RESULTS_CLASSES: readonly string[] = [
  EARLY_EMPTY_CLASS,
  ...[LISTING_EMPTY, LISTING_EMPTY.title, LISTING_EMPTY.hint].flatMap(({ className }) => className.split(' ')),
];

/**
 * Every class named in the page's `class` attributes (entities decoded, as the browser reads them),
 * with those its scripts may add before its first paint.
 */
export function pageClasses(html: string, added: readonly string[] = CLASSES_ADDED_BEFORE_PAINT): Set<string> {
  const classes = new Set(added);
  if (html.includes(EARLY_RESULTS_ATTRIBUTE)) for (const name of EARLY_RESULTS_CLASSES) classes.add(name);
  const parser = new Parser({
    onattribute(name, value) {
      if (name !== 'class') return;
      for (const name of value.split(/\s+/)) if (name !== '') classes.add(name);
    },
  });
  parser.write(html);
  parser.end();
  return classes;
}

/**
 * The element names of the page: every name that follows a '<' in its HTML. Names in its scripts'
 * text come along; they only keep a few more rules.
 */
export function pageElements(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/<([a-z][a-z0-9-]*)/gi), ([, name = '']) => name.toLowerCase()));
}

/** What a page's HTML can be styled by before its JavaScript runs. */
export interface PageVocabulary {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/**
 * Whether the selector can match in a page that has only these classes and elements: every class and
 * element it names must be there, and of an :is(), :where() or :has(), one branch must be able to
 * match. What is under :not() is not asked for: its absence is what such a selector wants.
 */
function canMatch(selector: Selector, page: PageVocabulary): boolean {
  return selector.every((component) => {
    if (component.type === 'class') return page.classes.has(component.name);
    if (component.type === 'type') return page.elements.has(component.name.toLowerCase());
    if (component.type !== 'pseudo-class') return true;
    if (component.kind === 'is' || component.kind === 'where' || component.kind === 'has' || component.kind === 'any') {
      return component.selectors.some((branch) => canMatch(branch, page));
    }
    return true;
  });
}

/** Whether the rule can apply to such a page (a media or supports rule: one it holds). */
function canApply(rule: Rule, page: PageVocabulary): boolean {
  if (rule.type === 'style') return rule.value.selectors.some((selector) => canMatch(selector, page));
  if (rule.type === 'media' || rule.type === 'supports') return rule.value.rules.some((inner) => canApply(inner, page));
  return true;
}

/**
 * The stylesheet without the rules none of whose selectors can match the page (Tailwind's base
 * styles tables, code, form fields and more the page may not have), and without the media and
 * supports rules left empty. A rule with one matching selector is kept whole; attribute selectors
 * and other at-rules stay. Then without the custom properties nothing left reads (Tailwind declares
 * its whole theme and every `--tw-*` property it may use, about a fifth of a page's gzipped
 * stylesheet).
 */
export function pruneStylesheet(css: string, page: PageVocabulary, targets: Targets): string {
  const keepIfUsed = (rule: Rule) => (canApply(rule, page) ? undefined : []);
  const { code } = transform({
    filename: 'app.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: { Rule: { style: keepIfUsed, media: keepIfUsed, supports: keepIfUsed } },
  });
  return withoutUnreadCustomProperties(code.toString(), targets);
}

/** A `var(--name)` anywhere in a declaration's parsed value, fallbacks included. */
function collectVariables(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectVariables(item, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if ('type' in value && value.type === 'var' && 'value' in value) {
    const variable = value.value;
    if (typeof variable === 'object' && variable !== null && 'name' in variable) {
      const name = variable.name;
      if (typeof name === 'object' && name !== null && 'ident' in name && typeof name.ident === 'string') {
        into.add(name.ident);
      }
    }
  }
  for (const child of Object.values(value)) collectVariables(child, into);
}

/**
 * The custom properties the stylesheet reads: those a property (not a custom one) reads, and those
 * the custom properties it reads read in turn. The page's HTML has no style attributes, and the
 * loader adds the whole stylesheet before the app runs.
 */
function customPropertiesRead(css: string, targets: Targets): Set<string> {
  const readByProperties = new Set<string>();
  const readByCustom = new Map<string, Set<string>>();
  transform({
    filename: 'app.css',
    code: Buffer.from(css),
    targets,
    visitor: {
      Declaration(declaration) {
        if (!isCustomProperty(declaration)) {
          collectVariables(declaration, readByProperties);
          return;
        }
        const { name, value } = declaration.value;
        const reads = readByCustom.get(name) ?? new Set<string>();
        collectVariables(value, reads);
        readByCustom.set(name, reads);
      },
    },
  });
  const read = new Set<string>();
  const pending = [...readByProperties];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    pending.push(...(readByCustom.get(name) ?? []));
  }
  return read;
}

/**
 * Whether a `custom` declaration of lightningcss sets a custom property: it also reads the properties
 * it does not know (`-webkit-line-clamp`) as `custom`, by their own names.
 */
const isCustomPropertyName = (name: string) => name.startsWith('--');

function isCustomProperty(declaration: Declaration): declaration is Extract<Declaration, { property: 'custom' }> {
  return declaration.property === 'custom' && isCustomPropertyName(declaration.value.name);
}

/** The stylesheet without the declarations and `@property` rules of custom properties nothing reads. */
function withoutUnreadCustomProperties(css: string, targets: Targets): string {
  const read = customPropertiesRead(css, targets);
  const { code } = transform({
    filename: 'app.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Declaration: {
        custom: (property) => (!isCustomPropertyName(property.name) || read.has(property.name) ? undefined : []),
      },
      Rule: { property: (rule) => (read.has(rule.value.name) ? undefined : []) },
    },
  });
  return code.toString();
}

const CLASS_ATTRIBUTE = /\sclass="[^"]*"/g;

/**
 * The pruned stylesheet of each page, pruned once per distinct set of classes and elements: pages of
 * one kind (every product page, say) share them, so a build of thousands of posts prunes a few times.
 */
export class PageStylesheets {
  private readonly files = new Map<string, string>();
  private readonly pruned = new Map<string, string>();
  /** The pruned stylesheet by the page's class attributes as written and its elements, before any parsing. */
  private readonly byAttributes = new Map<string, string>();

  constructor(
    private readonly readFile: (href: string) => string,
    private readonly targets: Targets,
  ) {}

  /** How many different pruned stylesheets the pages needed so far. */
  get variants(): number {
    return this.pruned.size;
  }

  for(href: string, html: string): string {
    // A page whose class attributes read the same as an earlier page's uses the same classes: no
    // need to parse it. React writes every attribute in double quotes (a quote inside as &quot;).
    const elementNames = pageElements(html);
    const elements = [...elementNames].sort().join(' ');
    const early = html.includes(EARLY_RESULTS_ATTRIBUTE);
    const attributes = `${href}\n${early}\n${elements}\n${[...new Set(html.match(CLASS_ATTRIBUTE))].sort().join('\n')}`;
    const known = this.byAttributes.get(attributes);
    if (known !== undefined) return known;
    const page = { classes: pageClasses(html), elements: elementNames };
    const key = `${href}\n${elements}\n${[...page.classes].sort().join(' ')}`;
    let css = this.pruned.get(key);
    if (css === undefined) {
      css = pruneStylesheet(this.file(href), page, this.targets);
      this.pruned.set(key, css);
    }
    this.byAttributes.set(attributes, css);
    return css;
  }

  private file(href: string): string {
    let css = this.files.get(href);
    if (css === undefined) {
      css = this.readFile(href);
      this.files.set(href, css);
    }
    return css;
  }
}
