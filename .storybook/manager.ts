import { addons } from 'storybook/manager-api';
import { theme } from './theme';

// The manager (sidebar, toolbar, panels) in FoodDash's name, mark, font and colour.
addons.setConfig({ theme });
