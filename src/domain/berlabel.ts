/**
 * The values of a closed set shown with labels (a follow-up's closing reason, a referral's target, a
 * contact's kind, schooling): the labels are written once, and their keys in order are the values
 * (what `z.enum`, the forms' option lists and the exports take), so a value cannot lack its label nor a
 * label name a value the set does not have.
 */
export function nilaiBerlabel<K extends string>(label: Readonly<Record<K, unknown>>): readonly [K, ...K[]] {
  return Object.keys(label) as [K, ...K[]];
}
