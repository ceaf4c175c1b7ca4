export * from './ComingSoon';
export * from './ErrorPanel';
export * from './SkeletonCard';
export * from './Spinner';
export * from './toast-store';
export * from './remote-page';
export * from './JobCard';
export * from './MaskedText';
