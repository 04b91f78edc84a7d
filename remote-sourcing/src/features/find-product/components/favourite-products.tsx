import { Flex } from 'antd';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import { useFavouriteProducts } from '../api/get-favourite-products';
import { ProductResults } from './product-results';

/** The workplace's favourite products as import cards, priced for the ship-to country. */
export function FavouriteProducts({
  shipTo,
  onShipToChange,
}: {
  shipTo: string;
  onShipToChange: (code: string) => void;
}) {
  const products = useFavouriteProducts(shipTo);
  return (
    <Flex vertical gap="middle" data-testid="favourite-products">
      <Flex>
        <ShipToPicker value={shipTo} onChange={onShipToChange} />
      </Flex>
      <ProductResults query={products} shipTo={shipTo} />
    </Flex>
  );
}
