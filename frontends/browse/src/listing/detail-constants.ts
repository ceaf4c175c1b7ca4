/** Spec 01 section 9: the detail map zooms to 13, or 10 when the street address is hidden. */
export const DETAIL_MAP_ZOOM = 13;
export const HIDDEN_ADDRESS_MAP_ZOOM = 10;
