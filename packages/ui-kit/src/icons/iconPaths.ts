/** One SVG child of an icon: its tag and attributes. */
type IconShape = readonly [tag: 'path' | 'circle' | 'rect' | 'polyline', attributes: Readonly<Record<string, string>>];

/**
 * The kit's icon set: 24×24 stroke drawings (currentColor, 2px stroke), authored for the shop.
 * Each entry lists the SVG children as `[tag, attributes]` pairs so the set stays data, not markup.
 */
export const iconPaths = {
  phone: [
    [
      'path',
      {
        d: 'M5 3h3.5l1.6 4.4-2.2 1.5a12 12 0 0 0 7.2 7.2l1.5-2.2L21 15.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
      },
    ],
  ],
  envelope: [
    ['rect', { x: '3', y: '5', width: '18', height: '14', rx: '2' }],
    ['path', { d: 'M3.5 6.5 12 13l8.5-6.5' }],
  ],
  account: [
    ['circle', { cx: '12', cy: '8', r: '4' }],
    ['path', { d: 'M4 21c0-4.2 3.6-7 8-7s8 2.8 8 7' }],
  ],
  cart: [
    ['path', { d: 'M2.5 3.5h2.6l2.3 11.1a1 1 0 0 0 1 .8h9.3a1 1 0 0 0 1-.8L20.5 7H6' }],
    ['circle', { cx: '9', cy: '19.5', r: '1.5' }],
    ['circle', { cx: '17.5', cy: '19.5', r: '1.5' }],
  ],
  search: [
    ['circle', { cx: '11', cy: '11', r: '7' }],
    ['path', { d: 'm16.2 16.2 4.8 4.8' }],
  ],
  menu: [['path', { d: 'M4 6h16M4 12h16M4 18h16' }]],
  close: [['path', { d: 'M6 6l12 12M18 6 6 18' }]],
  'chevron-left': [['path', { d: 'm15 5-7 7 7 7' }]],
  'chevron-right': [['path', { d: 'm9 5 7 7-7 7' }]],
  'chevron-up': [['path', { d: 'm5 15 7-7 7 7' }]],
  'chevron-down': [['path', { d: 'm5 9 7 7 7-7' }]],
  star: [['path', { d: 'm12 3 2.8 5.8 6.2.8-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.8z' }]],
  heart: [
    [
      'path',
      {
        d: 'M12 20s-7.5-4.6-9.2-9C1.6 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.4 3.3 4.2 6.5-1.7 4.4-9.2 9-9.2 9z',
      },
    ],
  ],
  compare: [['path', { d: 'M7 3 3 7l4 4M3 7h14M17 13l4 4-4 4M21 17H7' }]],
  home: [['path', { d: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h4.5v-6h4v6h4.5V9.5' }]],
  truck: [
    ['path', { d: 'M2 5.5h11.5v10.5H2zM13.5 9.5h4l3.5 3.5v3h-7.5' }],
    ['circle', { cx: '6.5', cy: '18', r: '2' }],
    ['circle', { cx: '17', cy: '18', r: '2' }],
  ],
  shield: [
    ['path', { d: 'M12 3 20 6v6c0 4.6-3.4 8.2-8 9-4.6-.8-8-4.4-8-9V6z' }],
    ['path', { d: 'm8.5 12 2.5 2.5 4.5-5' }],
  ],
  check: [['path', { d: 'm4.5 12.5 5 5 10-11' }]],
  plus: [['path', { d: 'M12 5v14M5 12h14' }]],
  minus: [['path', { d: 'M5 12h14' }]],
  trash: [['path', { d: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5' }]],
  info: [
    ['circle', { cx: '12', cy: '12', r: '9' }],
    ['path', { d: 'M12 11v6M12 7.5v.5' }],
  ],
  warning: [['path', { d: 'M12 3.5 2.5 20h19zM12 10v4.5M12 17v.5' }]],
  'circle-check': [
    ['circle', { cx: '12', cy: '12', r: '9' }],
    ['path', { d: 'm8 12.5 3 3 5-6' }],
  ],
  'circle-alert': [
    ['circle', { cx: '12', cy: '12', r: '9' }],
    ['path', { d: 'M12 7.5V13M12 16v.5' }],
  ],
  'wifi-off': [
    [
      'path',
      {
        d: 'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-2.6-1.8M2 9.5a15 15 0 0 1 4.4-2.8M22 9.5A15 15 0 0 0 11 5.6M12 20h.01',
      },
    ],
  ],
  'arrow-up': [['path', { d: 'M12 20V5M5.5 11.5 12 5l6.5 6.5' }]],
  filter: [['path', { d: 'M3 5h18l-7 8.5V20l-4-2v-4.5z' }]],
  facebook: [
    [
      'path',
      { d: 'M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2.5h-2.6C11.8 2.5 10.5 4 10.5 6.6v1.9H8v3h2.5v10h3.5v-10h2.6l.4-3z' },
    ],
  ],
  instagram: [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5' }],
    ['circle', { cx: '12', cy: '12', r: '4' }],
    ['path', { d: 'M17.3 6.7h.01' }],
  ],
  youtube: [
    ['rect', { x: '2', y: '5', width: '20', height: '14', rx: '4' }],
    ['path', { d: 'M10 9v6l5-3z' }],
  ],
  refresh: [['path', { d: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7' }]],
  ruler: [['path', { d: 'M3 16 16 3l5 5L8 21zM7 12l2 2M10 9l2 2M13 6l2 2' }]],
  flag: [['path', { d: 'M5 21V4M5 4h11l-2 4 2 4H5' }]],
  lock: [
    ['rect', { x: '4.5', y: '10.5', width: '15', height: '10.5', rx: '2' }],
    ['path', { d: 'M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5' }],
  ],
  pencil: [['path', { d: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4' }]],
  printer: [
    ['path', { d: 'M7 9V3.5h10V9M7 17.5H4.5v-7a1.5 1.5 0 0 1 1.5-1.5h12a1.5 1.5 0 0 1 1.5 1.5v7H17' }],
    ['rect', { x: '7', y: '14', width: '10', height: '6.5', rx: '1' }],
  ],
} satisfies Record<string, readonly IconShape[]>;

/** Name of an icon of the kit's set. */
export type IconName = keyof typeof iconPaths;
