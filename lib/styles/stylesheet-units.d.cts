// Types of stylesheet-units.cjs (the build-time splitter of the app's stylesheet).
export interface StylesheetUnit {
  /** The at-rules around the unit, outermost first ("@layer theme", "@media print"). */
  wrap: string[];
  /** The rule's selector; absent for a whole at-rule (@property, @keyframes). */
  selector?: string;
  /** The declarations (with a selector) or the whole at-rule. */
  text: string;
  /** Absent: applies on any page. Otherwise one of the selectors must find all its classes and tags on the page. */
  needs?: { classes: string[]; tags: string[] }[];
  /** A custom property or "@keyframes name" it defines: picked only when a picked unit reads it. */
  defines?: string;
  /** Custom properties it reads. */
  reads: string[];
  /** Never needed for a first paint: interaction states, print, icon images. */
  later?: boolean;
}

export interface SplitStylesheet {
  /** Cascade layers in the order the stylesheet first declares them. */
  layers: string[];
  units: StylesheetUnit[];
}

export function splitStylesheet(css: string): SplitStylesheet;
export function selectorNeeds(selectorList: string): { classes: string[]; tags: string[] }[];
