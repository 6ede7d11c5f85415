/**
 * Class name for icons that point along the line of reading (a back arrow,
 * undo and redo, a pane on the start or end side, leaving): the design
 * system's global styles draw them mirrored where the text runs right to left
 * (`:dir(rtl)`, so an island marked `dir="ltr"` keeps them as drawn). Logos and
 * icons that show no direction (a plus, a gear, a clock's circular arrow) do
 * not take it.
 */
export const mirrorInRtl = 'vitae-mirror-rtl';
