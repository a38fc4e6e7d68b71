// viewports.ts — named screen sizes shared by Storybook's viewport toolbar and the visual tests.
export const VIEWPORTS = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' } },
  tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' } },
  desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' } },
  tv: { name: 'TV (1080p)', styles: { width: '1920px', height: '1080px' } },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
