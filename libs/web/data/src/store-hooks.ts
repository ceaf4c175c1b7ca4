import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

// Apart from store.ts so slices can use them without a runtime import cycle (only types flow back).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
