<?php
/**
 * Tests of includes/product-box.php: the "Produto afiliado" box (Preço,
 * Preço verificado em, Link de afiliado) as the editor saves it.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The product box, saved in-process.
 */
final class Product_Box_Test extends Curadoria_Test_Case {

	/**
	 * The test's post.
	 *
	 * @var int
	 */
	private $post;

	/**
	 * A post, edited by the administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->log_in_as_admin();
		$this->post = $this->create_post();
	}

	/**
	 * Save the box as the editor posts it: its fields, then every save_post_post
	 * hook (the box, then the price history's flush).
	 *
	 * @param array       $fields Box fields.
	 * @param string|null $nonce  The form's nonce; default a valid one.
	 */
	private function save( array $fields, $nonce = null ) {
		$_POST = $fields + array( 'curadoria_afiliados_nonce' => $nonce ?? wp_create_nonce( 'curadoria_afiliados_save_' . $this->post ) );
		do_action( 'save_post_post', $this->post, get_post( $this->post ), true );
		$_POST = array();
	}

	/**
	 * The stored price text, amount and currency (null when absent).
	 *
	 * @return array
	 */
	private function price() {
		return array(
			$this->stored_meta( $this->post, 'price' ),
			$this->stored_meta( $this->post, 'price_cents' ),
			$this->stored_meta( $this->post, 'price_currency' ),
		);
	}

	/**
	 * A form without the box's nonce, or with a wrong one, changes nothing.
	 */
	public function test_a_save_without_a_valid_nonce_is_ignored() {
		$fields = array(
			'curadoria_afiliados_price'         => wp_slash( 'R$ 1.234,56' ),
			'curadoria_afiliados_affiliate_url' => 'https://www.example.com/oferta?tag=curadoria-20',
		);
		$_POST  = $fields;
		curadoria_afiliados_save_meta_box( $this->post );
		$this->save( $fields, 'deadbeef00' );
		$this->assertSame( array( null, null ), array( $this->stored_meta( $this->post, 'price' ), $this->stored_meta( $this->post, 'affiliate_url' ) ) );
	}

	/**
	 * A user who may not edit the post changes nothing, even with a nonce of his own.
	 */
	public function test_a_save_without_the_edit_post_capability_is_ignored() {
		wp_set_current_user( 0 );
		$this->save( array( 'curadoria_afiliados_price' => 'R$ 0,01' ), wp_create_nonce( 'curadoria_afiliados_save_' . $this->post ) );
		$this->assertNull( $this->stored_meta( $this->post, 'price' ) );
	}

	/**
	 * The fields are stored sanitised: the price without markup, the link as typed.
	 */
	public function test_a_save_stores_the_fields_sanitised() {
		$this->save(
			array(
				'curadoria_afiliados_price'         => wp_slash( 'R$ 1.234,56 <script>x</script>' ),
				'curadoria_afiliados_affiliate_url' => 'https://www.example.com/oferta?tag=curadoria-20',
			)
		);
		$this->assertSame( array( 'R$ 1.234,56', 'https://www.example.com/oferta?tag=curadoria-20' ), array( $this->stored_meta( $this->post, 'price' ), $this->stored_meta( $this->post, 'affiliate_url' ) ) );
	}

	/**
	 * A javascript: link from the form removes the link.
	 */
	public function test_a_javascript_link_from_the_form_removes_the_link() {
		update_post_meta( $this->post, 'affiliate_url', 'https://www.example.com/oferta' );
		$this->save( array( 'curadoria_afiliados_affiliate_url' => 'javascript:alert(1)' ) );
		$this->assertNull( $this->stored_meta( $this->post, 'affiliate_url' ) );
	}

	/**
	 * "1299.9" is stored as the text R$ 1.299,90 with 129990 centavos in BRL,
	 * and the history has today's amount at the store of the link.
	 */
	public function test_a_price_as_typed_is_stored_as_text_amount_and_currency_with_its_history() {
		$this->save(
			array(
				'curadoria_afiliados_price'         => '1299.9',
				'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/TESTE',
			)
		);
		$this->assertSame( array( 'R$ 1.299,90', '129990', 'BRL' ), $this->price() );
		$this->assertSame(
			array(
				array(
					'date'        => $this->day(),
					'store'       => 'Amazon',
					'price_cents' => 129990,
					'source'      => 'manual',
				),
			),
			curadoria_afiliados_price_history( $this->post )['points']
		);
	}

	/**
	 * An unreadable price is refused, the old one kept (and its history), and
	 * the owner told why, in Portuguese.
	 */
	public function test_an_unreadable_price_is_refused_and_the_owner_told_why() {
		$link = array( 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/TESTE' );
		$this->save( array( 'curadoria_afiliados_price' => '1299.9' ) + $link );
		$this->save( array( 'curadoria_afiliados_price' => 'R$ 12,50 à vista' ) + $link );
		$this->assertSame( array( 'R$ 1.299,90', '129990', 'BRL' ), $this->price() );
		$this->assertSame(
			array( 'O preço "R$ 12,50 à vista" não é um valor em reais e não foi salvo; o valor anterior foi mantido. Use, por exemplo, R$ 1.299,90, 1299,90 ou 39,90.' ),
			get_transient( curadoria_afiliados_notice_key( $this->post ) )
		);
		$this->assertCount( 1, curadoria_afiliados_price_history( $this->post )['points'] );
	}

	/**
	 * A blank price removes the text, the amount and the currency; the REST API
	 * then answers price_cents 0, BRL, and no offer.
	 */
	public function test_a_blank_price_removes_text_amount_and_currency() {
		$link = array( 'curadoria_afiliados_affiliate_url' => 'https://www.amazon.com.br/dp/TESTE' );
		$this->save( array( 'curadoria_afiliados_price' => '1299.9' ) + $link );
		$this->save( array( 'curadoria_afiliados_price' => '' ) + $link );
		$this->assertSame( array( null, null, null ), $this->price() );
		$this->assertSame(
			array(
				'price'          => '',
				'price_cents'    => 0,
				'price_currency' => 'BRL',
				'offers'         => array(),
			),
			array_intersect_key( $this->rest( 'GET', '/wp/v2/posts/' . $this->post )->get_data()['meta'], array_flip( array( 'price', 'price_cents', 'price_currency', 'offers' ) ) )
		);
	}

	/**
	 * A post from before 1.4.0 saved with its unreadable text unchanged keeps
	 * it, and the owner is not told anything.
	 */
	public function test_an_old_unreadable_text_saved_unchanged_is_kept_without_a_notice() {
		$this->write_raw_meta( $this->post, 'price', 'a partir de R$ 99' );
		$this->save( array( 'curadoria_afiliados_price' => 'a partir de R$ 99' ) );
		$this->assertSame( array( 'a partir de R$ 99', null, null ), $this->price() );
		$this->assertFalse( get_transient( curadoria_afiliados_notice_key( $this->post ) ) );
	}

	/**
	 * One saved with its readable text unchanged gets its amount.
	 */
	public function test_an_old_readable_text_saved_unchanged_gets_its_amount() {
		$this->write_raw_meta( $this->post, 'price', 'R$ 49,90' );
		$this->save( array( 'curadoria_afiliados_price' => 'R$ 49,90' ) );
		$this->assertSame( array( 'R$ 49,90', '4990', 'BRL' ), $this->price() );
	}

	/**
	 * The date field is always submitted: a new price with the date as it was
	 * stamps today; a date edited in the same save wins; the date alone can
	 * be edited, or cleared.
	 */
	public function test_the_date_field_wins_only_when_the_owner_edits_it() {
		update_post_meta( $this->post, 'price', 'R$ 13,00' );
		update_post_meta( $this->post, 'price_checked_at', '2025-07-08' );
		$this->save(
			array(
				'curadoria_afiliados_price'            => 'R$ 14,00',
				'curadoria_afiliados_price_checked_at' => '2025-07-08',
			)
		);
		$this->assertSame( $this->day(), $this->stored_meta( $this->post, 'price_checked_at' ), 'price changed, date untouched: today' );
		update_post_meta( $this->post, 'price_checked_at', '2025-07-08' );
		$this->save(
			array(
				'curadoria_afiliados_price'            => 'R$ 15,00',
				'curadoria_afiliados_price_checked_at' => '2025-09-10',
			)
		);
		$this->assertSame( '2025-09-10', $this->stored_meta( $this->post, 'price_checked_at' ), 'price changed and date edited: the edited date' );
		$this->save(
			array(
				'curadoria_afiliados_price'            => 'R$ 15,00',
				'curadoria_afiliados_price_checked_at' => '2025-09-11',
			)
		);
		$this->assertSame( '2025-09-11', $this->stored_meta( $this->post, 'price_checked_at' ), 'only the date edited' );
		$this->save(
			array(
				'curadoria_afiliados_price'            => 'R$ 15,00',
				'curadoria_afiliados_price_checked_at' => '',
			)
		);
		$this->assertNull( $this->stored_meta( $this->post, 'price_checked_at' ), 'date cleared' );
	}
}

/**
 * The product box on the server's edit screen.
 */
final class Product_Box_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * The box shows 'Preço verificado em' with the stored date.
	 */
	public function test_the_edit_screen_shows_the_price_date() {
		$slug = 'air-fryer-mondial-4-litros';
		$post = Curadoria_Local_WordPress::seed()['posts'][ $slug ];
		$this->keep_meta( $post, '_edit_lock' );
		$page = $this->admin_session()->get( $this->site( '/wp-admin/post.php?action=edit&post=' . $post ) );
		$this->assertSame( 200, $page->status );
		$this->assertStringContainsString( 'Preço verificado em', $page->body );
		$this->assertSame( Curadoria_Local_WordPress::seed()['price_checked_at'][ $slug ], $this->field( $page->body, 'curadoria_afiliados_price_checked_at' ) );
	}
}
