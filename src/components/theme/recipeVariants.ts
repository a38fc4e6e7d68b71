// recipeVariants.ts (theme) — a recipe's options for one variant, as a list: components export it for their stories' controls.

/** What a vanilla-extract recipe exposes of its variants at run time: each option's class, by variant and option. */
interface RecipeClassNames {
  classNames: { variants: Record<string, Record<string, string>> };
}
type Groups<R extends RecipeClassNames> = R['classNames']['variants'];

/** The names of `group`'s options in `recipe`, in the order the recipe declares them: adding an option to the recipe adds it here. */
export function variantOptions<R extends RecipeClassNames, G extends keyof Groups<R> & string>(recipe: R, group: G) {
  return Object.keys(recipe.classNames.variants[group] ?? {}) as (keyof Groups<R>[G] & string)[];
}

/** A recipe variant's options built from one value each, so a list of values and its styles cannot drift: `styleEach({ small: '8px' }, (gap) => ({ gap }))`. */
export function styleEach<T extends Record<string, unknown>, S>(values: T, toStyle: (value: T[keyof T]) => S) {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, toStyle(value as T[keyof T])])) as { [K in keyof T]: S };
}
