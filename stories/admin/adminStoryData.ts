/**
 * Data sets for admin stories that show a special state. The admin page stories otherwise run on the toolbar
 * seed's whole data set at its Data scale (`storyData(context)`, stories/support/storyData.ts), so their counts
 * are the dashboard's at every seed and scale.
 */
import type { SeedData } from '../../src/domain';

/** No records at all (every list and table shows its empty state). */
export const EMPTY_DATA: SeedData = { restaurants: [], menuItems: [], users: [], orders: [] };
