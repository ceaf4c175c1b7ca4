import { type JobType, mapMarkerKind, type MapMarkerKind } from '@chonail/shared/domain';

/** Spec 01 marker colours: hiring blue, selling purple (a transfer is a sale). */
export const MARKER_COLOURS: Readonly<Record<MapMarkerKind, string>> = { hiring: '#2563eb', selling: '#7c3aed' };

export const markerColour = (jobType: JobType): string => MARKER_COLOURS[mapMarkerKind(jobType)];
