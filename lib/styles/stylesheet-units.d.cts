// Types of stylesheet-units.cjs (the build-time splitter of the app's stylesheet).
/** What one selector needs on the page: its classes, tag names and attributes (`name` or `name="value"`). */
export interface SelectorNeeds {
  classes: string[];
  tags: string[];
  attributes: string[];
}

export interface StylesheetUnit {
  /** The at-rules around the unit, outermost first ("@layer theme", "@media print"). */
  wrap: string[];
  /** The rule's selector; absent for a whole at-rule (@property, @keyframes). */
  selector?: string;
  /** The declarations (with a selector) or the whole at-rule. */
  text: string;
  /** Absent: applies on any page. Otherwise one of the selectors must find all its classes, tags and attributes. */
  needs?: SelectorNeeds[];
  /** A custom property or "@keyframes name" it defines: picked only when a picked unit reads it. */
  defines?: string;
  /** Custom properties it reads, and "@keyframes name" for each animation it names. */
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
export function selectorNeeds(selectorList: string): SelectorNeeds[];
