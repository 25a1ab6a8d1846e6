/** The document title of an admin screen: 'Orders – FoodDash Admin'. */
export function adminTitle(screen: string): string {
  return `${screen} – FoodDash Admin`;
}
