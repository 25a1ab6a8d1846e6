import { BRAND_NAME } from '../../components/storefront';

/** The document title of a storefront page: 'Page – FoodDash', or the brand alone. */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${BRAND_NAME}` : `${BRAND_NAME} – Food delivery`;
}
