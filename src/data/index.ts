/** The data layer: the seeded generator, factories for stories/tests, image URLs and the seed source. */
export * from './constants';
export * from './generator';
export * from './factories';
export * from './images';
export * from './seed';
