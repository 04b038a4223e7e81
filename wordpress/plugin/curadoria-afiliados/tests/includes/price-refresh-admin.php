<?php
/**
 * Tests of includes/price-refresh-admin.php: the 'Preço verificado' column,
 * the "Ofertas" box's refresh controls and the switch that keeps one offer's
 * refresh off.
 *
 * @package CuradoriaAfiliados
 */

/**
 * What the owner sees of the refresh.
 */
final class Price_Refresh_Admin_Test extends Curadoria_Test_Case {

	use Curadoria_Stores;

	/**
	 * The stand-in stores, as the administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_stand_in_stores();
		$this->log_in_as_admin();
	}

	/**
	 * The column: one line per offer, a store-read one with its date, a typed one as typed.
	 */
	public function test_the_price_checked_column_says_each_offers_state() {
		$post = $this->create_post();
		update_post_meta( $post, 'offers', array( array( 'store' => 'Loja Teste', 'price_cents' => 10000, 'url' => self::store( '/page?price=100.00' ) ), self::OFFERS[0] ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing
		curadoria_afiliados_refresh_post( $post );
		$this->assertArrayHasKey( 'curadoria_price_checked', curadoria_afiliados_price_checked_column( array() ) );
		ob_start();
		curadoria_afiliados_render_price_checked_column( 'curadoria_price_checked', $post );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#^Loja Teste: verificado em \d\d/\d\d/\d{4} \d\d:\d\d<br />Amazon: preço digitado \(sem fonte: Amazon sem credenciais#', $html );
	}

	/**
	 * The box: 'Atualizar preços agora' with its nonce, and a 'Não atualizar' switch per row, which saves.
	 */
	public function test_the_box_refreshes_and_switches_an_offer_off() {
		$post = $this->create_post();
		update_post_meta( $post, 'offers', self::OFFERS );
		ob_start();
		curadoria_afiliados_render_offers_box( get_post( $post ) );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '~href="[^"]*admin-post\.php\?action=curadoria_afiliados_refresh_prices&#038;post=' . $post . '&#038;_wpnonce=[0-9a-f]{10}"~', $html );
		$this->assertStringContainsString( 'Atualizar preços agora', $html );
		$this->assertStringContainsString( 'Não atualizar o preço da oferta 1', $html );

		$_POST = array(
			'curadoria_afiliados_offers'       => wp_slash(
				array(
					array(
						'store'       => 'Amazon',
						'price'       => 'R$ 950,00',
						'url'         => self::OFFERS[0]['url'],
						'refresh_off' => '1',
					),
					array(
						'store' => 'Magalu',
						'price' => 'R$ 970,00',
						'url'   => self::OFFERS[1]['url'],
					),
				)
			),
			'curadoria_afiliados_offers_nonce' => wp_create_nonce( 'curadoria_afiliados_offers_' . $post ),
		);
		do_action( 'save_post_post', $post, get_post( $post ), true );
		$_POST = array();
		$this->assertSame( array( true, false ), array( curadoria_afiliados_offer_state_of( $post, 'Amazon' )['off'], curadoria_afiliados_offer_state_of( $post, 'Magalu' )['off'] ) );
		$this->assertSame( 'off', curadoria_afiliados_refresh_offer( $post, curadoria_afiliados_post_offers( $post )[0] )['outcome'] );
	}
}
