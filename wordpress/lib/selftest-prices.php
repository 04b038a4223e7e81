<?php
/**
 * Part of lib/plugin-selftest.php: prices as amounts (the forms owners type,
 * and the refusals), the offers (editor box, REST, the single price read as
 * one offer), the price history written by each kind of change (editor save,
 * REST meta update, import / update_post_meta), GET /curadoria/v1/prices/{id}
 * and the price_history field (window, lowest of 90 days, 404s) and clicks
 * per store. Runs inside a rolled-back transaction, after selftest-counting.php
 * (it uses its selftest_event()).
 *
 * @package CuradoriaAfiliados
 */

global $wpdb;
$history_table = curadoria_afiliados_history_table();
$store_table   = curadoria_afiliados_store_clicks_table();

// --- reading amounts --------------------------------------------------------
$readable = array(
	'R$ 1.299,90'      => 129990,
	'1299,90'          => 129990,
	'1299.9'           => 129990,
	'1.299'            => 129900,
	'R$ 39,90'         => 3990,
	'R$39,90'          => 3990,
	'r$ 39,9'          => 3990,
	'39'               => 3900,
	'0,99'             => 99,
	'12.5'             => 1250,
	'1.299.000'        => 129900000,
	'1,299.90'         => 129990,
	"R$\u{00A0}249,90" => 24990,
	'  R$ 10,00  '     => 1000,
	'R$ 10.000.000,00' => 1000000000,
);
foreach ( $readable as $text => $cents ) {
	expect( "price '$text' reads as $cents centavos", curadoria_afiliados_parse_price( $text ), $cents );
}
foreach ( array( '', 'R$', 'abc', 'R$ 1,299', '12,345', '1.2345', '1.299.90', '1..299', '12,5,0', ',50', '10.', 'R$ -5,00', '-5', '0', '0,00', 'R$ 10.000.000,01', 'R$ 99.999.999.999,00', '1 299,90', '5 reais', 'R$ 12,50 à vista', 'US$ 10,00' ) as $text ) {
	expect( "price '$text' is refused", curadoria_afiliados_parse_price( $text ), null );
}
expect( 'a non-string price is refused', array( curadoria_afiliados_parse_price( 12.5 ), curadoria_afiliados_parse_price( array( '10' ) ) ), array( null, null ) );
expect( 'amounts are written the Brazilian way', array_map( 'curadoria_afiliados_format_price', array( 129990, 99, 3900, 1000000000 ) ), array( 'R$ 1.299,90', 'R$ 0,99', 'R$ 39,00', 'R$ 10.000.000,00' ) );
expect( 'sanitising a readable price rewrites it; an unreadable one stays text', array( curadoria_afiliados_sanitize_price( '1299.9' ), curadoria_afiliados_sanitize_price( 'a partir de R$ 99' ) ), array( 'R$ 1.299,90', 'a partir de R$ 99' ) );
$stores = array(
	'https://www.amazon.com.br/dp/X'                => 'Amazon',
	'https://amazon.com/dp/X'                       => 'Amazon',
	'https://produto.mercadolivre.com.br/MLB-1'     => 'Mercado Livre',
	'https://www.mercadolibre.com.ar/x'             => 'Mercado Livre',
	'https://www.magazineluiza.com.br/x/p/1/'       => 'Magalu',
	'https://magalu.com/x'                          => 'Magalu',
	'https://shopee.com.br/x'                       => 'Shopee',
	'https://www.americanas.com.br/produto/1'       => 'Americanas',
	'https://www.netshoes.com.br/x'                 => 'netshoes.com.br',
	'https://amzn.to/abc'                           => 'amzn.to',
	'https://notamazon.example/x'                   => 'notamazon.example',
);
expect( 'store names from the link host', array_map( 'curadoria_afiliados_store_from_url', array_keys( $stores ) ), array_values( $stores ) );

/**
 * The post's history rows, oldest first: "day store cents".
 *
 * @return string[]
 */
function selftest_history( $post_id ) {
	global $wpdb;
	$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT day, store, price_cents FROM ' . curadoria_afiliados_history_table() . ' WHERE post_id = %d ORDER BY day, store', $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	return array_map( static fn( $r ) => $r['day'] . ' ' . $r['store'] . ' ' . $r['price_cents'], $rows );
}

/** Write a meta value around the plugin's hooks and sanitiser, as a post from before 1.4.0 has it. */
function selftest_raw_meta( $post_id, $key, $value ) {
	global $wpdb;
	$wpdb->delete( $wpdb->postmeta, array( 'post_id' => $post_id, 'meta_key' => $key ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
	$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $post_id, 'meta_key' => $key, 'meta_value' => $value ) ); // phpcs:ignore WordPress.DB.SlowDBQuery
	wp_cache_delete( $post_id, 'post_meta' );
}

/** The post's last history row. */
function selftest_last_point( $post_id ) {
	$rows = selftest_history( $post_id );
	return end( $rows );
}

/** Move a post's history one day back, as if a day had passed. */
function selftest_history_age( $post_id, $days = 1 ) {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( 'UPDATE ' . curadoria_afiliados_history_table() . ' SET day = DATE_SUB(day, INTERVAL %d DAY) WHERE post_id = %d ORDER BY day', $days, $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

/** A REST write of a post's meta (and title), as the admin; returns the status and the response data. */
function selftest_rest_meta( $post_id, array $meta, array $more = array() ) {
	$request = new WP_REST_Request( 'POST', '/wp/v2/posts/' . $post_id );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( array( 'meta' => $meta ) + $more ) );
	$response = rest_do_request( $request );
	wp_cache_delete( $post_id, 'post_meta' );
	clean_post_cache( $post_id );
	return array( $response->get_status(), $response->get_data() );
}

/** GET /curadoria/v1/prices/{id}: status and data. */
function selftest_prices( $post_id ) {
	$response = rest_do_request( new WP_REST_Request( 'GET', '/curadoria/v1/prices/' . $post_id ) );
	return array( $response->get_status(), $response->get_data() );
}

$admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
wp_set_current_user( $admins[0]->ID );
$d = static fn( $days ) => curadoria_afiliados_day( $days );

$wpdb->query( 'START TRANSACTION' );
try {
	$new_post = static function ( $title, array $extra = array() ) {
		return wp_insert_post( $extra + array( 'post_title' => $title, 'post_status' => 'publish', 'post_type' => 'post' ) );
	};
	// Stored values (null when absent: get_post_meta() would give the registered defaults).
	$meta  = static function ( $post_id ) {
		wp_cache_delete( $post_id, 'post_meta' );
		return array_map(
			static fn( $key ) => metadata_exists( 'post', $post_id, $key ) ? get_post_meta( $post_id, $key, true ) : null,
			array( 'price', 'price_cents', 'price_currency' )
		);
	};
	$notes = static fn( $post_id ) => get_transient( curadoria_afiliados_notice_key( $post_id ) );

	// --- the editor's price field ------------------------------------------------
	$p   = $new_post( 'selftest preço editor' );
	$box = static function ( array $fields ) use ( $p ) {
		$_POST = $fields + array( 'curadoria_afiliados_nonce' => wp_create_nonce( 'curadoria_afiliados_save_' . $p ) );
		do_action( 'save_post_post', $p, get_post( $p ), true ); // The box's save, then the history's flush.
		$_POST = array();
		wp_cache_delete( $p, 'post_meta' );
	};
	$box( array( 'curadoria_afiliados_price' => '1299.9', 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/SELFTEST' ) );
	expect( 'editor: "1299.9" stored as the text R$ 1.299,90, 129990 centavos, BRL', $meta( $p ), array( 'R$ 1.299,90', '129990', 'BRL' ) );
	expect( 'editor save: history has today\'s Amazon amount', selftest_history( $p ), array( $d( 0 ) . ' Amazon 129990' ) );
	$box( array( 'curadoria_afiliados_price' => 'R$ 12,50 à vista', 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/SELFTEST' ) );
	expect( 'editor: an unreadable price is refused, the old value kept', $meta( $p ), array( 'R$ 1.299,90', '129990', 'BRL' ) );
	expect( '… and the owner is told why, in Portuguese', $notes( $p ), array( 'O preço "R$ 12,50 à vista" não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90.' ) );
	// The screen the save redirects to: the classic editor shows the refusal as
	// an admin notice; the block editor leaves it for its script (AJAX).
	require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
	require_once ABSPATH . 'wp-admin/includes/screen.php';
	$GLOBALS['post'] = get_post( $p );
	set_current_screen( 'post' );
	get_current_screen()->is_block_editor( true );
	ob_start();
	curadoria_afiliados_editor_admin_notices();
	expect( '… block editor screen: no admin notice (it would be hidden), the refusal kept for its script', array( ob_get_clean(), is_array( $notes( $p ) ) ), array( '', true ) );
	get_current_screen()->is_block_editor( false );
	ob_start();
	curadoria_afiliados_editor_admin_notices();
	expect( '… classic editor screen: shown once as an error notice', ob_get_clean(), '<div class="notice notice-error curadoria-afiliados-refused"><p>O preço &quot;R$ 12,50 à vista&quot; não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90.</p></div>' );
	expect( '… then gone', $notes( $p ), false );
	$GLOBALS['current_screen'] = null;
	$GLOBALS['post']           = null;
	expect( '… and the history is unchanged', selftest_history( $p ), array( $d( 0 ) . ' Amazon 129990' ) );
	$box( array( 'curadoria_afiliados_price' => '', 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/SELFTEST' ) );
	expect( 'editor: a blank price removes the text, the amount and the currency', $meta( $p ), array( null, null, null ) );
	expect( '… REST then answers price_cents 0, currency BRL, no offer', array_intersect_key( rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/posts/' . $p ) )->get_data()['meta'], array_flip( array( 'price', 'price_cents', 'price_currency', 'offers' ) ) ), array( 'price' => '', 'price_cents' => 0, 'price_currency' => 'BRL', 'offers' => array() ) );
	selftest_raw_meta( $p, 'price', 'a partir de R$ 99' );
	$box( array( 'curadoria_afiliados_price' => 'a partir de R$ 99', 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/SELFTEST' ) );
	expect( 'editor: an old unreadable text saved unchanged is kept, without a notice', array( $meta( $p ), $notes( $p ) ), array( array( 'a partir de R$ 99', null, null ), false ) );
	selftest_raw_meta( $p, 'price', 'R$ 49,90' );
	$box( array( 'curadoria_afiliados_price' => 'R$ 49,90', 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/SELFTEST' ) );
	expect( 'editor: an old readable text saved unchanged gets its amount', $meta( $p ), array( 'R$ 49,90', '4990', 'BRL' ) );

	// --- history: each kind of change --------------------------------------------
	$h = $new_post( 'selftest histórico' );
	update_post_meta( $h, 'affiliate_url', 'https://www.amazon.com.br/dp/HIST' );
	update_post_meta( $h, 'price', '1299,90' ); // An import, or any code.
	curadoria_afiliados_history_flush();
	expect( 'import (update_post_meta price): amount derived, history written', array( $meta( $h ), selftest_history( $h ) ), array( array( 'R$ 1.299,90', '129990', 'BRL' ), array( $d( 0 ) . ' Amazon 129990' ) ) );
	selftest_history_age( $h, 5 );
	list( $status ) = selftest_rest_meta( $h, array( 'price' => 'R$ 1.199,90' ) );
	expect( 'REST meta.price update: 200, history written', array( $status, selftest_history( $h ) ), array( 200, array( $d( 5 ) . ' Amazon 129990', $d( 0 ) . ' Amazon 119990' ) ) );
	selftest_history_age( $h, 5 );
	list( $status ) = selftest_rest_meta( $h, array( 'price_cents' => 109990 ) );
	expect( 'REST meta.price_cents update: the text follows, history written', array( $status, $meta( $h ), selftest_last_point( $h ) ), array( 200, array( 'R$ 1.099,90', '109990', 'BRL' ), $d( 0 ) . ' Amazon 109990' ) );
	selftest_history_age( $h, 5 );
	update_post_meta( $h, 'price_cents', 99990 );
	curadoria_afiliados_history_flush();
	expect( 'import (update_post_meta price_cents): the text follows, history written', array( $meta( $h ), selftest_last_point( $h ) ), array( array( 'R$ 999,90', '99990', 'BRL' ), $d( 0 ) . ' Amazon 99990' ) );
	selftest_history_age( $h, 5 );
	update_post_meta( $h, 'price', 'R$ 999,90' );
	curadoria_afiliados_history_flush();
	expect( 'the same amount again: no new point', count( selftest_history( $h ) ), 4 );
	update_post_meta( $h, 'price', 'R$ 950,00' );
	curadoria_afiliados_history_flush();
	update_post_meta( $h, 'price', 'R$ 940,00' );
	curadoria_afiliados_history_flush();
	expect( 'two changes in a day: one point, the day\'s last value', array_slice( selftest_history( $h ), -1 ), array( $d( 0 ) . ' Amazon 94000' ) );
	update_post_meta( $h, 'price', 'R$ 999,90' );
	curadoria_afiliados_history_flush();
	expect( 'a change undone the same day leaves no point for the day', selftest_last_point( $h ), $d( 5 ) . ' Amazon 99990' );
	list( $status ) = selftest_rest_meta( $h, array( 'price' => 'R$ 899,90', 'affiliate_url' => 'https://www.magazineluiza.com.br/x/p/1/' ) );
	expect( 'price and link changed in one REST write: only the final offer is recorded (Magalu), not the old store at the new price', array( $status, array_slice( selftest_history( $h ), -1 ), count( selftest_history( $h ) ) ), array( 200, array( $d( 0 ) . ' Magalu 89990' ), 5 ) );
	$imported = wp_insert_post(
		array(
			'post_title'  => 'selftest importado',
			'post_status' => 'publish',
			'post_type'   => 'post',
			'meta_input'  => array( 'price' => 'R$ 59,90', 'affiliate_url' => 'https://shopee.com.br/x' ),
		)
	);
	curadoria_afiliados_history_flush();
	expect( 'import of a new post (wp_insert_post meta_input, added_post_meta): history written', selftest_history( $imported ), array( $d( 0 ) . ' Shopee 5990' ) );
	$draft_import = wp_insert_post( array( 'post_title' => 'selftest revisão', 'post_status' => 'draft', 'post_type' => 'page', 'meta_input' => array( 'price' => 'R$ 5,00', 'affiliate_url' => 'https://shopee.com.br/x' ) ) );
	curadoria_afiliados_history_flush();
	expect( 'a page\'s price is not a product: no amount, no history', array( get_post_meta( $draft_import, 'price_cents', true ), selftest_history( $draft_import ) ), array( '', array() ) );

	// --- offers: REST ----------------------------------------------------------------
	$o      = $new_post( 'selftest ofertas' );
	$offers = array(
		array( 'store' => 'Amazon', 'price_cents' => 95000, 'url' => 'https://www.amazon.com.br/dp/OF' ),
		array( 'store' => 'Magalu', 'price_cents' => 97000, 'url' => 'https://www.magazineluiza.com.br/of/p/1/' ),
	);
	update_post_meta( $o, 'price', 'R$ 999,00' );
	update_post_meta( $o, 'affiliate_url', 'https://www.amazon.com.br/dp/OF' );
	curadoria_afiliados_history_flush();
	$get_meta = static fn( $id ) => rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/posts/' . $id ) )->get_data()['meta'];
	expect( 'REST: without rows, meta.offers is one offer read from the amount and link', $get_meta( $o )['offers'], array( array( 'store' => 'Amazon', 'price_cents' => 99900, 'url' => 'https://www.amazon.com.br/dp/OF' ) ) );
	selftest_history_age( $o, 3 );
	list( $status ) = selftest_rest_meta( $o, array( 'offers' => $offers ) );
	expect( 'REST meta.offers update: 200, served in the given order', array( $status, $get_meta( $o )['offers'] ), array( 200, $offers ) );
	expect( '… history written for each store', selftest_history( $o ), array( $d( 3 ) . ' Amazon 99900', $d( 0 ) . ' Amazon 95000', $d( 0 ) . ' Magalu 97000' ) );
	$title_before = get_post( $o )->post_title;
	$refusals     = array(
		'unreadable meta.price'                  => array( array( 'price' => 'R$ 12,50 à vista' ), 'não é um valor em reais' ),
		'zero meta.price'                        => array( array( 'price' => 'R$ 0,00' ), 'não é um valor em reais' ),
		'meta.price and price_cents that differ' => array( array( 'price' => 'R$ 10,00', 'price_cents' => 2000 ), 'valores diferentes' ),
		'negative price_cents'                   => array( array( 'price_cents' => -1 ), '' ),
		'price_cents as text'                    => array( array( 'price_cents' => '12,90' ), '' ),
		'another currency'                       => array( array( 'price_currency' => 'USD' ), '' ),
		'an offer with a javascript: link'       => array( array( 'offers' => array( array( 'store' => 'X', 'price_cents' => 100, 'url' => 'javascript:alert(1)' ) ) ), '' ),
		'an offer with an ftp link'              => array( array( 'offers' => array( array( 'store' => 'X', 'price_cents' => 100, 'url' => 'ftp://loja.example/x' ) ) ), '' ),
		'an offer without an amount'             => array( array( 'offers' => array( array( 'store' => 'X', 'url' => 'https://loja.example/x' ) ) ), '' ),
		'an offer of 0 centavos'                 => array( array( 'offers' => array( array( 'store' => 'X', 'price_cents' => 0, 'url' => 'https://loja.example/x' ) ) ), '' ),
		'an offer with a blank store'            => array( array( 'offers' => array( array( 'store' => '   ', 'price_cents' => 100, 'url' => 'https://loja.example/x' ) ) ), 'informe o nome da loja' ),
		'the same store twice'                   => array( array( 'offers' => array( $offers[0], array( 'store' => 'amazon' ) + $offers[1] ) ), 'já aparece em outra oferta' ),
		'an offer with another field'            => array( array( 'offers' => array( $offers[0] + array( 'cupom' => 'X' ) ) ), '' ),
	);
	foreach ( $refusals as $what => list( $write, $message ) ) {
		list( $status, $data ) = selftest_rest_meta( $o, $write, array( 'title' => 'selftest não deve mudar' ) );
		expect( "REST: $what refused with 400 rest_invalid_param" . ( '' !== $message ? ", saying '$message'" : '' ), array( $status, $data['code'] ?? '', '' === $message || str_contains( (string) ( $data['message'] ?? '' ), $message ) ), array( 400, 'rest_invalid_param', true ) );
	}
	expect( '… and nothing was stored (title, price, offers, history)', array( get_post( $o )->post_title, $meta( $o ), $get_meta( $o )['offers'], count( selftest_history( $o ) ) ), array( $title_before, array( 'R$ 999,00', '99900', 'BRL' ), $offers, 3 ) );
	selftest_raw_meta( $o, 'price', 'sob consulta' );
	expect( 'REST: an old unreadable text sent back unchanged is accepted', selftest_rest_meta( $o, array( 'price' => 'sob consulta' ) )[0], 200 );
	update_post_meta( $o, 'price', 'R$ 999,00' );
	$wpdb->update( $wpdb->postmeta, array( 'meta_value' => serialize( array( array( 'store' => 'Hostil', 'price_cents' => 100, 'url' => 'javascript:alert(1)' ), $offers[1] ) ) ), array( 'post_id' => $o, 'meta_key' => 'offers' ) ); // phpcs:ignore
	wp_cache_delete( $o, 'post_meta' );
	expect( 'REST: an offer written around the sanitiser with a javascript: link is never served', $get_meta( $o )['offers'], array( $offers[1] ) );
	update_post_meta( $o, 'offers', $offers );

	// --- offers: the editor's box ----------------------------------------------------
	$offers_box = static function ( array $rows, $nonce = null ) use ( $o ) {
		$_POST = array(
			'curadoria_afiliados_offers'       => wp_slash( $rows ),
			'curadoria_afiliados_offers_nonce' => $nonce ?? wp_create_nonce( 'curadoria_afiliados_offers_' . $o ),
		);
		do_action( 'save_post_post', $o, get_post( $o ), true );
		$_POST = array();
		wp_cache_delete( $o, 'post_meta' );
		return get_post_meta( $o, 'offers', true );
	};
	$rows_in = array(
		array( 'store' => ' Mercado  Livre ', 'price' => '1.049,9', 'url' => 'https://produto.mercadolivre.com.br/MLB-1?a=1&b=%20' ),
		array( 'store' => 'Amazon', 'price' => '950', 'url' => 'https://www.amazon.com.br/dp/OF', 'remove' => '1' ),
		array( 'store' => 'Magalu', 'price' => 'R$ 970,00', 'url' => 'https://www.magazineluiza.com.br/of/p/1/' ),
		array( 'store' => '', 'price' => '', 'url' => '' ),
	);
	$rows_out = array(
		array( 'store' => 'Mercado Livre', 'price_cents' => 104990, 'url' => 'https://produto.mercadolivre.com.br/MLB-1?a=1&b=%20' ),
		array( 'store' => 'Magalu', 'price_cents' => 97000, 'url' => 'https://www.magazineluiza.com.br/of/p/1/' ),
	);
	expect( 'box without a valid nonce: ignored', $offers_box( $rows_in, 'deadbeef00' ), $offers );
	wp_set_current_user( 0 );
	expect( 'box without the edit_post capability: ignored', $offers_box( $rows_in, wp_create_nonce( 'curadoria_afiliados_offers_' . $o ) ), $offers );
	wp_set_current_user( $admins[0]->ID );
	expect( 'box: rows saved in order, amounts read, a removed row and the blank row left out', $offers_box( $rows_in ), $rows_out );
	expect( '… the history has the new store (and Magalu unchanged)', array_slice( selftest_history( $o ), -1 ), array( $d( 0 ) . ' Mercado Livre 104990' ) );
	$bad_rows = array(
		'an unreadable price'   => array( array( 'store' => 'Amazon', 'price' => 'barato', 'url' => 'https://www.amazon.com.br/dp/OF' ), 'Oferta 1: o preço "barato" não é um valor em reais. Use, por exemplo, R$ 1.299,90 ou 39,90.' ),
		'a javascript: link'    => array( array( 'store' => 'Amazon', 'price' => '10', 'url' => 'javascript:alert(1)' ), 'Oferta 1: o link de afiliado precisa ser um endereço http:// ou https://.' ),
		'no store'              => array( array( 'store' => '', 'price' => '10', 'url' => 'https://www.amazon.com.br/dp/OF' ), 'Oferta 1: informe o nome da loja.' ),
	);
	foreach ( $bad_rows as $what => list( $row, $message ) ) {
		expect( "box with $what: nothing saved", $offers_box( array( $rows_in[2], $row ) ), $rows_out );
		expect( '… and the owner is told', $notes( $o ), array( str_replace( 'Oferta 1', 'Oferta 2', $message ), 'As ofertas não foram salvas; as anteriores foram mantidas.' ) );
		delete_transient( curadoria_afiliados_notice_key( $o ) );
	}
	expect( 'box with the same store twice (any case): nothing saved', $offers_box( array( $rows_in[2], array( 'store' => 'MAGALU' ) + $rows_in[2] ) ), $rows_out );
	expect( '… the owner is told', $notes( $o )[0] ?? '', 'Oferta 2: a loja "MAGALU" já aparece em outra oferta; use uma linha por loja.' );
	delete_transient( curadoria_afiliados_notice_key( $o ) );
	$offers_box( array( array( 'remove' => '1' ) + $rows_in[0] ) );
	expect( 'box with every row removed: the rows go, the single price and link stand for the offer', array( metadata_exists( 'post', $o, 'offers' ), $get_meta( $o )['offers'] ), array( false, array( array( 'store' => 'Amazon', 'price_cents' => 99900, 'url' => 'https://www.amazon.com.br/dp/OF' ) ) ) );
	update_post_meta( $o, 'offers', $offers );

	// --- GET /prices and the price_history field ----------------------------------
	$w = $new_post( 'selftest janela' );
	update_post_meta( $w, 'offers', $offers );
	curadoria_afiliados_history_flush();
	$wpdb->delete( $history_table, array( 'post_id' => $w ) );
	foreach ( array( array( 'Amazon', 200, 100000 ), array( 'Amazon', 190, 90000 ), array( 'Magalu', 185, 99000 ), array( 'Amazon', 100, 80000 ), array( 'Shopee', 60, 10000 ), array( 'Amazon', 50, 95000 ), array( 'Magalu', 50, 97000 ) ) as list( $store, $days, $cents ) ) {
		curadoria_afiliados_history_put( $w, $store, $d( $days ), $cents );
	}
	list( $status, $data ) = selftest_prices( $w );
	expect( 'GET /prices: 200 {currency, points, lowest_90}', array( $status, array_keys( $data ), $data['currency'] ), array( 200, array( 'currency', 'points', 'lowest_90' ), 'BRL' ) );
	expect(
		'… points: the last 180 days, plus each store\'s last change before them; oldest first',
		$data['points'],
		array(
			array( 'date' => $d( 190 ), 'store' => 'Amazon', 'price_cents' => 90000 ),
			array( 'date' => $d( 185 ), 'store' => 'Magalu', 'price_cents' => 99000 ),
			array( 'date' => $d( 100 ), 'store' => 'Amazon', 'price_cents' => 80000 ),
			array( 'date' => $d( 60 ), 'store' => 'Shopee', 'price_cents' => 10000 ),
			array( 'date' => $d( 50 ), 'store' => 'Amazon', 'price_cents' => 95000 ),
			array( 'date' => $d( 50 ), 'store' => 'Magalu', 'price_cents' => 97000 ),
		)
	);
	expect( '… lowest_90: the amount carried into the window, dated its first day; a store no longer offered (Shopee) left out', $data['lowest_90'], array( 'price_cents' => 80000, 'date' => $d( 89 ), 'store' => 'Amazon' ) );
	$req   = new WP_REST_Request( 'GET', '/wp/v2/posts/' . $w );
	$req->set_query_params( array( '_fields' => 'id,price_history' ) );
	expect( 'the price_history field (asked with _fields) is the same JSON', rest_do_request( $req )->get_data(), array( 'id' => $w, 'price_history' => $data ) );

	$lowest = static fn( array $points, array $stores = array( 'a' ) ) => curadoria_afiliados_lowest(
		array_map( static fn( $p ) => array( 'date' => $d( $p[1] ), 'store' => $p[0], 'price_cents' => $p[2] ), $points ),
		$stores,
		$d( 89 )
	);
	expect( 'lowest_90: replaced the day the window opens: not counted', $lowest( array( array( 'A', 100, 500 ), array( 'A', 89, 900 ) ) ), array( 'price_cents' => 900, 'date' => $d( 89 ), 'store' => 'A' ) );
	expect( 'lowest_90: replaced a day after: counted, dated the window\'s first day', $lowest( array( array( 'A', 100, 500 ), array( 'A', 88, 900 ) ) ), array( 'price_cents' => 500, 'date' => $d( 89 ), 'store' => 'A' ) );
	expect( 'lowest_90: the same amount set twice: the latest', $lowest( array( array( 'A', 80, 700 ), array( 'A', 70, 900 ), array( 'A', 20, 700 ), array( 'A', 10, 800 ) ) ), array( 'price_cents' => 700, 'date' => $d( 20 ), 'store' => 'A' ) );
	expect( 'lowest_90: two points with the same amount in a row: dated from the first', $lowest( array( array( 'A', 40, 700 ), array( 'A', 20, 700 ) ) ), array( 'price_cents' => 700, 'date' => $d( 40 ), 'store' => 'A' ) );
	expect( 'lowest_90: the same amount at two stores: the latest date', $lowest( array( array( 'B', 120, 900 ), array( 'A', 60, 800 ), array( 'B', 30, 800 ) ), array( 'a', 'b' ) ), array( 'price_cents' => 800, 'date' => $d( 30 ), 'store' => 'B' ) );
	expect( 'lowest_90: "Black Fraude" (raised 21 days ago, back 2 days ago): the lower price from before', $lowest( array( array( 'A', 150, 37990 ), array( 'A', 40, 39990 ), array( 'A', 21, 49990 ), array( 'A', 2, 39990 ) ) ), array( 'price_cents' => 37990, 'date' => $d( 89 ), 'store' => 'A' ) );
	expect( 'lowest_90: no point: null', $lowest( array() ), null );

	$none = $new_post( 'selftest sem histórico' );
	expect( 'GET /prices of a post without history: empty points, lowest_90 null', selftest_prices( $none ), array( 200, array( 'currency' => 'BRL', 'points' => array(), 'lowest_90' => null ) ) );
	foreach ( array(
		'draft'              => $new_post( 'selftest rascunho', array( 'post_status' => 'draft' ) ),
		'private post'       => $new_post( 'selftest privado', array( 'post_status' => 'private' ) ),
		'protected post'     => $new_post( 'selftest protegido', array( 'post_password' => 'segredo' ) ),
		'page'               => $new_post( 'selftest página', array( 'post_type' => 'page' ) ),
		'missing post'       => 999999999,
	) as $what => $id ) {
		if ( get_post( $id ) ) {
			update_post_meta( $id, 'offers', $offers );
			curadoria_afiliados_history_flush();
		}
		list( $status, $data ) = selftest_prices( $id );
		expect( "GET /prices of a $what: 404, the counting routes' error", array( $status, $data ), array( 404, array( 'code' => 'curadoria_post_not_countable', 'message' => 'Post não encontrado.', 'data' => array( 'status' => 404 ) ) ) );
		expect( "… and its price_history field is empty", curadoria_afiliados_public_price_history( $id ), array( 'currency' => 'BRL', 'points' => array(), 'lowest_90' => null ) );
	}

	foreach ( array( 'the window by (post_id, day)' => "SELECT store, day, price_cents FROM {$history_table} WHERE post_id = {$w} AND day >= '" . $d( 179 ) . "' ORDER BY day DESC LIMIT 4000", 'the carried points by the primary key' => "SELECT store, MAX(day) AS day FROM {$history_table} WHERE post_id = {$w} AND day < '" . $d( 179 ) . "' GROUP BY store" ) as $what => $sql ) {
		$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		expect( "history query reads one post's index entries, never the table: $what ({$plan['key']}, {$plan['type']})", in_array( $plan['key'], array( 'post_day', 'PRIMARY' ), true ) && in_array( $plan['type'], array( 'ref', 'range' ), true ), true );
	}

	// --- clicks per store ----------------------------------------------------------
	$s          = $new_post( 'selftest cliques por loja' );
	$two_stores = array( array( 'store' => 'Amazon', 'price_cents' => 100, 'url' => 'https://www.amazon.com.br/dp/S' ), array( 'store' => 'Mercado Livre', 'price_cents' => 90, 'url' => 'https://produto.mercadolivre.com.br/S' ) );
	update_post_meta( $s, 'offers', $two_stores );
	$store_rows = static function ( $post_id ) use ( $store_table ) {
		global $wpdb;
		return array_map( 'intval', array_column( $wpdb->get_results( $wpdb->prepare( "SELECT store, clicks FROM {$store_table} WHERE post_id = %d ORDER BY store", $post_id ), ARRAY_A ), 'clicks', 'store' ) ); // phpcs:ignore
	};
	add_filter( 'curadoria_afiliados_client_ip', $store_ip = static fn() => '203.0.113.70' );
	expect( 'click naming an offer in another case ("amazon"): 200 counted', array_slice( selftest_event( array( 'type' => 'click', 'post' => $s, 'store' => 'amazon' ) ), 0, 2 ), array( 200, array( 'counted' => true ) ) );
	selftest_event( '{"type":"click","post":' . $s . ',"store":"MERCADO LIVRE"}', 'text/plain;charset=UTF-8' );
	selftest_event( array( 'type' => 'click', 'post' => $s, 'store' => 'Mercado Livre' ) );
	expect( '… counted for the offer, under the offer\'s own name', $store_rows( $s ), array( 'Amazon' => 1, 'Mercado Livre' => 2 ) );
	foreach ( array( 'a store not offered' => 'Shopee', 'an address' => '203.0.113.70', 'a number' => 123, 'a list' => array( 'Amazon' ), 'null' => null, 'an empty text' => '' ) as $what => $store ) {
		expect( "click with $what as store: 200 counted (never 400)", array_slice( selftest_event( array( 'type' => 'click', 'post' => $s, 'store' => $store ) ), 0, 2 ), array( 200, array( 'counted' => true ) ) );
	}
	selftest_event( array( 'type' => 'view', 'post' => $s, 'store' => 'Amazon' ) );
	expect( '… those and a view naming a store count no store; the post has 9 clicks and 1 view', array( $store_rows( $s ), selftest_counts( $s ) ), array( array( 'Amazon' => 1, 'Mercado Livre' => 2 ), array( 1, 9 ) ) );
	$derived = $new_post( 'selftest loja lida do link', array( 'meta_input' => array( 'price' => 'R$ 10,00', 'affiliate_url' => 'https://www.magazineluiza.com.br/x/p/2/' ) ) );
	selftest_event( array( 'type' => 'click', 'post' => $derived, 'store' => 'Magalu' ) );
	expect( 'click naming the offer read from the single price and link: counted for it', $store_rows( $derived ), array( 'Magalu' => 1 ) );
	expect( 'store clicks table has exactly post_id, day, store, clicks (nothing about the visitor)', $wpdb->get_col( "SHOW COLUMNS FROM {$store_table}" ), array( 'post_id', 'day', 'store', 'clicks' ) ); // phpcs:ignore
	expect( 'history table has exactly post_id, store, day, price_cents', $wpdb->get_col( "SHOW COLUMNS FROM {$history_table}" ), array( 'post_id', 'store', 'day', 'price_cents' ) ); // phpcs:ignore
	curadoria_afiliados_store_clicks_add( $s, 'Amazon', 4, $d( 29 ) );
	curadoria_afiliados_store_clicks_add( $s, 'Amazon', 50, $d( 30 ) );
	expect( 'admin: clicks per store over 30 days, most clicked first', curadoria_afiliados_store_clicks_totals( array( $s, $derived ), 30 ), array( $s => array( 'Amazon' => 5, 'Mercado Livre' => 2 ), $derived => array( 'Magalu' => 1 ) ) );
	expect( 'admin: as text', curadoria_afiliados_store_clicks_text( array( 'Amazon' => 12, 'Magalu' => 1 ) ), 'Amazon 12 · Magalu 1' );
	$by_store = curadoria_afiliados_store_clicks_by_store( 30, 50 );
	expect( 'dashboard: clicks per store over all posts include these', array( ( $by_store['Amazon'] ?? 0 ) >= 5, ( $by_store['Magalu'] ?? 0 ) >= 1 ), array( true, true ) );

	wp_delete_post( $s, true );
	wp_delete_post( $o, true );
	expect( 'deleting a post deletes its clicks per store and its history', array( $store_rows( $s ), selftest_history( $o ) ), array( array(), array() ) );
} finally {
	$wpdb->query( 'ROLLBACK' );
	wp_cache_flush();
	$_POST                                          = array();
	$GLOBALS['curadoria_afiliados_history_pending'] = array();
	remove_filter( 'curadoria_afiliados_client_ip', $store_ip ?? '__return_empty_string' );
}
expect( 'rollback: the prices test posts and their rows are gone', array( get_posts( array( 'title' => 'selftest janela', 'post_status' => 'any' ) ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$history_table} WHERE post_id = " . (int) $w ) ), array( array(), 0 ) ); // phpcs:ignore
