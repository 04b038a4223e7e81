<?php
/**
 * Tests of includes/offers-box.php: the "Ofertas" box, saved whole or not at
 * all.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The offers box, saved in-process.
 */
final class Offers_Box_Test extends Curadoria_Test_Case {

	/** Rows as typed: one with odd spaces and a link with a query, one removed, one more, one blank. */
	private const ROWS = array(
		array(
			'store' => ' Mercado  Livre ',
			'price' => '1.049,9',
			'url'   => 'https://produto.mercadolivre.com.br/MLB-1?a=1&b=%20',
		),
		array(
			'store'  => 'Amazon',
			'price'  => '950',
			'url'    => 'https://www.amazon.com.br/dp/OF',
			'remove' => '1',
		),
		array(
			'store' => 'Magalu',
			'price' => 'R$ 970,00',
			'url'   => 'https://www.magazineluiza.com.br/of/p/1/',
		),
		array(
			'store' => '',
			'price' => '',
			'url'   => '',
		),
	);

	/** What those rows save. */
	private const SAVED = array(
		array(
			'store'       => 'Mercado Livre',
			'price_cents' => 104990,
			'url'         => 'https://produto.mercadolivre.com.br/MLB-1?a=1&b=%20',
		),
		array(
			'store'       => 'Magalu',
			'price_cents' => 97000,
			'url'         => 'https://www.magazineluiza.com.br/of/p/1/',
		),
	);

	/**
	 * The test's post.
	 *
	 * @var int
	 */
	private $post;

	/**
	 * A post with a price, a link and two offers, as the administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->log_in_as_admin();
		$this->post = $this->create_post(
			array(
				'meta_input' => array(
					'price'         => 'R$ 999,00',
					'affiliate_url' => 'https://www.amazon.com.br/dp/OF',
					'offers'        => self::OFFERS,
				),
			)
		);
		curadoria_afiliados_history_flush();
	}

	/**
	 * Save the box as the editor posts it; the stored offers.
	 *
	 * @param array       $rows  Rows.
	 * @param string|null $nonce The form's nonce; default a valid one.
	 * @return mixed
	 */
	private function save( array $rows, $nonce = null ) {
		$_POST = array(
			'curadoria_afiliados_offers'       => wp_slash( $rows ),
			'curadoria_afiliados_offers_nonce' => $nonce ?? wp_create_nonce( 'curadoria_afiliados_offers_' . $this->post ),
		);
		do_action( 'save_post_post', $this->post, get_post( $this->post ), true );
		$_POST = array();
		return $this->stored_meta( $this->post, 'offers' );
	}

	/**
	 * The refusals waiting for the owner, read once.
	 *
	 * @return string[]
	 */
	private function told() {
		return curadoria_afiliados_editor_notices( $this->post );
	}

	/**
	 * Without the box's nonce, or the right to edit the post, nothing changes.
	 */
	public function test_a_save_without_nonce_or_capability_is_ignored() {
		$this->assertSame( self::OFFERS, $this->save( self::ROWS, 'deadbeef00' ) );
		wp_set_current_user( 0 );
		$this->assertSame( self::OFFERS, $this->save( self::ROWS, wp_create_nonce( 'curadoria_afiliados_offers_' . $this->post ) ) );
	}

	/**
	 * The rows are saved in order, amounts read, names tidied; a removed row
	 * and the blank row are left out; the history gets the new store.
	 */
	public function test_rows_are_saved_in_order_without_removed_and_blank_ones() {
		$this->assertSame( self::SAVED, $this->save( self::ROWS ) );
		$this->assertSame( $this->day() . ' Mercado Livre 104990', array_slice( $this->history_rows( $this->post ), -1 )[0] );
	}

	/**
	 * Rows that refuse the box, and what the owner is told.
	 *
	 * @return array[]
	 */
	public function bad_rows() {
		return array(
			'an unreadable price' => array(
				array(
					'store' => 'Amazon',
					'price' => 'barato',
					'url'   => 'https://www.amazon.com.br/dp/OF',
				),
				'Oferta 2: o preço "barato" não é um valor em reais. Use, por exemplo, R$ 1.299,90 ou 39,90.',
			),
			'a javascript: link'  => array(
				array(
					'store' => 'Amazon',
					'price' => '10',
					'url'   => 'javascript:alert(1)',
				),
				'Oferta 2: o link de afiliado precisa ser um endereço http:// ou https://.',
			),
			'no store'            => array(
				array(
					'store' => '',
					'price' => '10',
					'url'   => 'https://www.amazon.com.br/dp/OF',
				),
				'Oferta 2: informe o nome da loja.',
			),
		);
	}

	/**
	 * A bad row saves nothing, and the owner is told why and that the offers
	 * were kept.
	 *
	 * @dataProvider bad_rows
	 * @param array  $row     The bad row, second.
	 * @param string $message What the owner is told.
	 */
	public function test_a_bad_row_saves_nothing_and_the_owner_is_told_why( array $row, $message ) {
		$this->save( self::ROWS );
		$this->assertSame( self::SAVED, $this->save( array( self::ROWS[2], $row ) ) );
		$this->assertSame( array( $message, 'As ofertas não foram salvas; as anteriores foram mantidas.' ), $this->told() );
	}

	/**
	 * The same store twice, in any case, saves nothing.
	 */
	public function test_the_same_store_twice_saves_nothing() {
		$this->save( self::ROWS );
		$this->assertSame( self::SAVED, $this->save( array( self::ROWS[2], array( 'store' => 'MAGALU' ) + self::ROWS[2] ) ) );
		$this->assertSame( 'Oferta 2: a loja "MAGALU" já aparece em outra oferta; use uma linha por loja.', $this->told()[0] ?? '' );
	}

	/**
	 * With every row removed, the rows go and the post's price and link
	 * stand for its offer.
	 */
	public function test_removing_every_row_leaves_the_offer_of_the_price_and_link() {
		$this->save( array( array( 'remove' => '1' ) + self::ROWS[0] ) );
		$this->assertNull( $this->stored_meta( $this->post, 'offers' ) );
		$this->assertSame(
			array(
				array(
					'store'       => 'Amazon',
					'price_cents' => 99900,
					'url'         => 'https://www.amazon.com.br/dp/OF',
				),
			),
			self::stored_fields( $this->rest( 'GET', '/wp/v2/posts/' . $this->post )->get_data()['meta']['offers'] )
		);
	}
}

/**
 * The offers box on the server's edit screen.
 */
final class Offers_Box_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * The seeded JBL headphones' box: their four stores in order, each price
	 * written back as typed, then one blank row.
	 */
	public function test_the_box_lists_the_stores_then_a_blank_row() {
		$post = Curadoria_Local_WordPress::seed()['posts']['fone-bluetooth-jbl-tune-520bt'];
		$this->keep_meta( $post, '_edit_lock' );
		$edit = $this->admin_session()->get( $this->site( '/wp-admin/post.php?action=edit&post=' . $post ) )->body;
		$this->assertSame(
			array( 'Amazon', 'Mercado Livre', 'Magalu', 'Shopee', 'R$ 244,90', '' ),
			array(
				$this->field( $edit, 'curadoria_afiliados_offers[0][store]' ),
				$this->field( $edit, 'curadoria_afiliados_offers[1][store]' ),
				$this->field( $edit, 'curadoria_afiliados_offers[2][store]' ),
				$this->field( $edit, 'curadoria_afiliados_offers[3][store]' ),
				$this->field( $edit, 'curadoria_afiliados_offers[3][price]' ),
				$this->field( $edit, 'curadoria_afiliados_offers[4][store]' ),
			)
		);
		$this->assertStringContainsString( 'name="curadoria_afiliados_offers[4][price]"', $edit );
	}

	/**
	 * Saved from the block editor: the amounts read, the removed and blank
	 * rows left out, today's amounts in the history and the lowest of 90 days;
	 * then a row with a javascript: link refuses the box, the offers stay, and
	 * the script is told why once the edit screen the save redirects to loaded.
	 */
	public function test_the_block_editor_saves_the_box_or_says_why_not() {
		$post  = $this->create_post();
		$admin = $this->admin_session();
		$this->save_boxes(
			$admin,
			$post,
			array(
				'curadoria_afiliados_offers' => array(
					array(
						'store' => 'Amazon',
						'price' => 'R$ 1.299,90',
						'url'   => 'https://www.amazon.com.br/dp/TESTE',
					),
					array(
						'store'  => 'Mercado Livre',
						'price'  => '9,90',
						'url'    => 'https://produto.mercadolivre.com.br/MLB-TESTE',
						'remove' => '1',
					),
					array(
						'store' => 'Magalu',
						'price' => '1.349',
						'url'   => 'https://www.magazineluiza.com.br/teste/p/1/',
					),
					array(
						'store' => '',
						'price' => '',
						'url'   => '',
					),
				),
			)
		);
		$saved = array(
			array(
				'store'       => 'Amazon',
				'price_cents' => 129990,
				'url'         => 'https://www.amazon.com.br/dp/TESTE',
			),
			array(
				'store'       => 'Magalu',
				'price_cents' => 134900,
				'url'         => 'https://www.magazineluiza.com.br/teste/p/1/',
			),
		);
		$read  = $this->http()->get( $this->site( '/wp-json/wp/v2/posts/' . $post . '?_fields=meta,price_history' ) )->json();
		$today = curadoria_afiliados_day();
		$this->assertSame( $saved, Curadoria_Test_Case::stored_fields( $read['meta']['offers'] ) );
		$this->assertContains(
			array(
				'date'        => $today,
				'store'       => 'Amazon',
				'price_cents' => 129990,
				'source'      => 'manual',
			),
			$read['price_history']['points']
		);
		$this->assertContains(
			array(
				'date'        => $today,
				'store'       => 'Magalu',
				'price_cents' => 134900,
				'source'      => 'manual',
			),
			$read['price_history']['points']
		);
		$this->assertSame(
			array(
				'price_cents' => 129990,
				'date'        => $today,
				'store'       => 'Amazon',
			),
			$read['price_history']['lowest_90']
		);

		list( , $edit ) = $this->save_boxes(
			$admin,
			$post,
			array(
				'curadoria_afiliados_offers' => array(
					array(
						'store' => 'Amazon',
						'price' => '1,00',
						'url'   => 'javascript:alert(1)',
					),
				),
			)
		);
		$this->assertSame( $saved, Curadoria_Test_Case::stored_fields( $this->http()->get( $this->site( '/wp-json/wp/v2/posts/' . $post . '?_fields=meta' ) )->json()['meta']['offers'] ) );
		$admin->get( $this->site( '/wp-admin/post.php?post=' . $post . '&action=edit&message=1' ) );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array( 'Oferta 1: o link de afiliado precisa ser um endereço http:// ou https://.', 'As ofertas não foram salvas; as anteriores foram mantidas.' ),
			),
			$admin->get( $this->notices_url( $edit ) )->json()
		);
	}
}
