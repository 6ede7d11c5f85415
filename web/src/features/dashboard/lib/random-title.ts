const adjectives = [
  'Amber',
  'Bold',
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Crimson',
  'Eager',
  'Gentle',
  'Golden',
  'Grand',
  'Happy',
  'Honest',
  'Keen',
  'Kind',
  'Lively',
  'Lucky',
  'Mellow',
  'Noble',
  'Proud',
  'Quiet',
  'Rapid',
  'Silver',
  'Steady',
  'Sunny',
  'Swift',
  'Tidy',
  'Vivid',
  'Warm',
  'Wise',
];

const colours = [
  'Azure',
  'Coral',
  'Cobalt',
  'Copper',
  'Emerald',
  'Indigo',
  'Ivory',
  'Jade',
  'Lilac',
  'Maple',
  'Olive',
  'Pearl',
  'Ruby',
  'Saffron',
  'Sage',
  'Scarlet',
  'Slate',
  'Teal',
  'Topaz',
  'Violet',
];

const nouns = [
  'Anchor',
  'Arrow',
  'Beacon',
  'Bridge',
  'Canyon',
  'Comet',
  'Compass',
  'Falcon',
  'Forest',
  'Garden',
  'Harbor',
  'Horizon',
  'Island',
  'Lantern',
  'Meadow',
  'Mountain',
  'Orchard',
  'Otter',
  'Pioneer',
  'River',
  'Sparrow',
  'Summit',
  'Tiger',
  'Voyage',
  'Willow',
];

function pick(words: readonly string[], random: () => number): string {
  return words[Math.min(words.length - 1, Math.floor(random() * words.length))];
}

/**
 * A random resume title of three capitalised words (docs/product.md#dashboard, the dice button),
 * e.g. "Swift Cobalt Harbor". `random` returns numbers in [0, 1) like Math.random.
 */
export function randomTitle(random: () => number = Math.random): string {
  return [pick(adjectives, random), pick(colours, random), pick(nouns, random)].join(' ');
}
