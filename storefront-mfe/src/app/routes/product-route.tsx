import { useParams } from 'react-router-dom';
import { ProductPage } from '../../features/product/components/product-page';

/** `/productdetails/:id`, where id is the product trace id. */
export default function ProductRoute() {
  const { id } = useParams();
  return <ProductPage key={id} idProductTrace={Number(id)} />;
}
