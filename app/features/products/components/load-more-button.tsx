import { Button } from '@/components/ui/button';

interface LoadMoreButtonProps {
  isLoading: boolean;
  onLoadMore: () => void;
}

/** 'Carregar mais': the next page of 20 products from WordPress. */
export function LoadMoreButton({ isLoading, onLoadMore }: LoadMoreButtonProps) {
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" size="lg" disabled={isLoading} onClick={onLoadMore}>
        {isLoading ? 'Carregando...' : 'Carregar mais'}
      </Button>
    </div>
  );
}
