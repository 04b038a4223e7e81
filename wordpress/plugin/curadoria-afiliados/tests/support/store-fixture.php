<?php
/**
 * Stand-in for the stores and their APIs, for the price refresh's tests
 * (Curadoria_Store_Fixtures): store pages and API answers written as the
 * stores write them (tests/fixtures/), served as the stores serve them.
 * Every request except GET /ping is appended to STORE_FIXTURE_LOG as one
 * JSON line (method, path, query, user agent, the headers the plugin sends,
 * body). Paths:
 *   /robots.txt                 disallows /proibido/ for everyone
 *   /stores/{name}              tests/fixtures/stores/{name}.html, with an ETag (304 when it matches)
 *   /proibido/{name}            the same page, which robots.txt disallows
 *   /page?price=&availability=&sku=&currency=   a product page made from the query (JSON-LD)
 *   /controlled/{key}           the same, from what POST /__set?key=&price=&availability=&sku= last said
 *                               (a store whose price a test changes; &wall=1: a bot wall instead)
 *   /status/{code}              that status (429 with Retry-After)
 *   /go?to={url}                302 to {url} (a short link or a network's tracking link)
 *   /gone                       301 to the store's home (/)
 *   /moved-to-search            302 to /busca?q=produto
 *   /big                        a 3 MB page
 *   /slow                       2 s, then a page
 *   /amazon/token, /amazon/items            Amazon's Creators API (token, GetItems) by ASIN
 *   /ml/token, /ml/items/{id}[/sale_price]  Mercado Livre by item id
 *   /shopee/graphql                         Shopee's affiliate API by item id (the signature checked)
 *
 * @package CuradoriaAfiliados
 */

$fixtures = dirname( __DIR__ ) . '/fixtures';
$path     = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$method   = $_SERVER['REQUEST_METHOD'];
$body     = (string) file_get_contents( 'php://input' );
if ( '/ping' === $path ) {
	echo 'pong';
	return true;
}
if ( '/__set' !== $path ) {
	file_put_contents(
		getenv( 'STORE_FIXTURE_LOG' ),
		json_encode(
			array(
			'method'        => $method,
			'path'          => $path,
			'query'         => (string) ( $_SERVER['QUERY_STRING'] ?? '' ),
			'agent'         => (string) ( $_SERVER['HTTP_USER_AGENT'] ?? '' ),
			'if_none_match' => (string) ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ),
			'authorization' => (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' ),
			'marketplace'   => (string) ( $_SERVER['HTTP_X_MARKETPLACE'] ?? '' ),
			'body'          => $body,
			'time'          => microtime( true ),
			),
			JSON_UNESCAPED_SLASHES
		) . "\n",
		FILE_APPEND | LOCK_EX
	);
}

$json = static function ( $status, $text ) {
	http_response_code( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	echo $text;
	return true;
};
$file = static function ( $name ) use ( $fixtures ) {
	return (string) file_get_contents( $fixtures . '/' . $name );
};
$page = static function ( $html ) {
	$etag = '"' . md5( $html ) . '"';
	header( 'ETag: ' . $etag );
	header( 'Content-Type: text/html; charset=UTF-8' );
	if ( ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) === $etag ) {
		http_response_code( 304 );
		return true;
	}
	echo $html;
	return true;
};

if ( '/robots.txt' === $path ) {
	header( 'Content-Type: text/plain' );
	echo "User-agent: *\nDisallow: /proibido/\n";
	return true;
}
if ( preg_match( '#^/(stores|proibido)/([a-z0-9-]+)$#', $path, $m ) && is_file( "{$fixtures}/stores/{$m[2]}.html" ) ) {
	return $page( $file( "stores/{$m[2]}.html" ) );
}
if ( '/' === $path ) {
	return $page( $file( 'stores/store-home.html' ) );
}
$prices = getenv( 'STORE_FIXTURE_LOG' ) . '.prices.json';
if ( '/__set' === $path && 'POST' === $method ) {
	$all                        = is_file( $prices ) ? (array) json_decode( (string) file_get_contents( $prices ), true ) : array();
	$all[ $_GET['key'] ?? 'x' ] = array_intersect_key( $_GET, array_flip( array( 'price', 'availability', 'sku', 'currency', 'wall' ) ) );
	file_put_contents( $prices, json_encode( $all ), LOCK_EX );
	return $json( 200, '{"ok":true}' );
}
if ( preg_match( '#^/controlled/([a-z0-9-]+)$#', $path, $m ) ) {
	$all  = is_file( $prices ) ? (array) json_decode( (string) file_get_contents( $prices ), true ) : array();
	$_GET = (array) ( $all[ $m[1] ] ?? array() );
	$path = '/page';
	if ( ! empty( $_GET['wall'] ) ) {
		return $page( $file( 'stores/bot-wall.html' ) );
	}
}
if ( '/page' === $path ) {
	$product = array(
		'@context' => 'https://schema.org',
		'@type'    => 'Product',
		'name'     => 'Produto de teste',
		'sku'      => $_GET['sku'] ?? 'TESTE-1',
		'offers'   => array(
			'@type'         => 'Offer',
			'price'         => $_GET['price'] ?? '100.00',
			'priceCurrency' => $_GET['currency'] ?? 'BRL',
			'availability'  => 'https://schema.org/' . ( $_GET['availability'] ?? 'InStock' ),
		),
	);
	return $page( '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Produto de teste</title><script type="application/ld+json">' . json_encode( $product ) . '</script></head><body><h1>Produto de teste</h1></body></html>' );
}
if ( preg_match( '#^/status/(\d{3})$#', $path, $m ) ) {
	http_response_code( (int) $m[1] );
	if ( '429' === $m[1] ) {
		header( 'Retry-After: 3600' );
	}
	echo '<!doctype html><title>' . (int) $m[1] . '</title>';
	return true;
}
if ( '/go' === $path ) {
	http_response_code( 302 );
	header( 'Location: ' . ( $_GET['to'] ?? '/' ) );
	return true;
}
if ( '/gone' === $path ) {
	http_response_code( 301 );
	header( 'Location: /' );
	return true;
}
if ( '/moved-to-search' === $path ) {
	http_response_code( 302 );
	header( 'Location: /busca?q=produto' );
	return true;
}
if ( '/busca' === $path ) {
	return $page( $file( 'stores/store-home.html' ) );
}
if ( '/big' === $path ) {
	return $page( '<!doctype html><title>grande</title><p>' . str_repeat( 'x', 3 * 1024 * 1024 ) . '</p>' );
}
if ( '/slow' === $path ) {
	sleep( 2 );
	return $page( $file( 'stores/magalu-graph.html' ) );
}

// Amazon's Creators API.
if ( '/amazon/token' === $path ) {
	parse_str( $body, $form );
	$fields = 0 === strpos( (string) ( $_SERVER['CONTENT_TYPE'] ?? '' ), 'application/json' ) ? (array) json_decode( $body, true ) : $form;
	if ( 'amazon-id' !== ( $fields['client_id'] ?? '' ) || 'client_credentials' !== ( $fields['grant_type'] ?? '' ) ) {
		return $json( 401, '{"error":"invalid_client"}' );
	}
	return $json( 200, $file( 'apis/amazon-token.json' ) );
}
if ( '/amazon/items' === $path ) {
	if ( 0 !== strpos( (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' ), 'Bearer Atza|IwEBIFixtureTokenForTheLocalServer' ) ) {
		return $json( 401, $file( 'apis/amazon-unauthorized.json' ) );
	}
	$asin                    = (string) ( json_decode( $body, true )['itemIds'][0] ?? '' );
	$answers                 = array(
		'B0CHX1W1XY' => array( 200, 'apis/amazon-get-items.json' ),
		'B07PGL2N7J' => array( 200, 'apis/amazon-get-items-out-of-stock.json' ),
		'B000000401' => array( 401, 'apis/amazon-unauthorized.json' ),
		'B000000429' => array( 429, 'apis/amazon-throttled.json' ),
		'B000000500' => array( 500, 'apis/malformed.json' ),
		'B0000000BD' => array( 200, 'apis/malformed.json' ),
	);
	list( $status, $answer ) = $answers[ $asin ] ?? array( 200, 'apis/amazon-get-items-not-accessible.json' );
	return $json( $status, $file( $answer ) );
}

// Mercado Livre.
if ( '/ml/token' === $path ) {
	parse_str( $body, $form );
	return 'ml-id' === ( $form['client_id'] ?? '' ) ? $json( 200, $file( 'apis/mercadolivre-token.json' ) ) : $json( 400, '{"error":"invalid_client"}' );
}
if ( preg_match( '#^/ml/items/(MLB\d+)(/sale_price)?$#', $path, $m ) ) {
	if ( 'Bearer APP_USR-1234567890123456-112809-fixture' !== ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' ) || 'MLB3500000401' === $m[1] ) {
		return $json( 401, $file( 'apis/mercadolivre-unauthorized.json' ) );
	}
	$sale = ! empty( $m[2] );
	switch ( $m[1] ) {
		case 'MLB3512345678':
			return $json( 200, $file( $sale ? 'apis/mercadolivre-sale-price.json' : 'apis/mercadolivre-item.json' ) );
		case 'MLB3500000002':
			return $json( 200, str_replace( 'MLB3512345678', 'MLB3500000002', $file( 'apis/mercadolivre-item-paused.json' ) ) );
		case 'MLB3500000429':
			return $sale ? $json( 429, '' ) : $json( 200, str_replace( 'MLB3512345678', 'MLB3500000429', $file( 'apis/mercadolivre-item.json' ) ) );
		case 'MLB3500000500':
			return $json( 503, '' );
		default:
			return $json( 404, $file( 'apis/mercadolivre-not-found.json' ) );
	}
}

// Shopee's affiliate API.
if ( '/shopee/graphql' === $path ) {
	$auth = (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' );
	if ( ! preg_match( '/^SHA256 Credential=(\d+), Timestamp=(\d+), Signature=([0-9a-f]{64})$/', $auth, $a ) || hash( 'sha256', $a[1] . $a[2] . $body . 'shopee-secret' ) !== $a[3] ) {
		return $json( 200, $file( 'apis/shopee-invalid-signature.json' ) );
	}
	$item    = (string) ( json_decode( $body, true )['variables']['itemId'] ?? '' );
	$answers = array(
		'22093519050' => 'apis/shopee-product-offer.json',
		'22093519051' => 'apis/shopee-product-offer-range.json',
		'22093519052' => 'apis/shopee-rate-limit.json',
		'22093519054' => 'apis/malformed.json',
	);
	if ( '22093519053' === $item ) {
		return $json( 502, '<html>Bad Gateway</html>' );
	}
	return $json( 200, $file( $answers[ $item ] ?? 'apis/shopee-product-offer-empty.json' ) );
}

http_response_code( 404 );
echo '<!doctype html><title>404</title>';
return true;
