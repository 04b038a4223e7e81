<?php
/**
 * Tests of includes/product-meta.php: the product fields' sanitisers, who may
 * write them, and what the REST API serves.
 *
 * @package CuradoriaAfiliados
 */

/**
 * Product fields, in-process.
 */
final class Product_Meta_Test extends Curadoria_Test_Case {

	/**
	 * The price text loses its markup.
	 */
	public function test_a_price_text_loses_its_tags() {
		$this->assertSame( 'R$ 10,00', curadoria_afiliados_sanitize_price( '<b>R$ 10,00</b>' ) );
	}

	/**
	 * At most 50 characters are kept.
	 */
	public function test_a_price_text_keeps_at_most_50_characters() {
		$this->assertSame( 50, mb_strlen( curadoria_afiliados_sanitize_price( str_repeat( 'á', 80 ) ) ) );
	}

	/**
	 * A readable price is rewritten the usual way; other text stays text.
	 */
	public function test_a_readable_price_is_rewritten_and_other_text_kept() {
		$this->assertSame( 'R$ 1.299,90', curadoria_afiliados_sanitize_price( '1299.9' ) );
		$this->assertSame( 'a partir de R$ 99', curadoria_afiliados_sanitize_price( 'a partir de R$ 99' ) );
	}

	/**
	 * An https link is kept as it is.
	 */
	public function test_an_https_affiliate_link_is_kept() {
		$this->assertSame( 'https://www.amazon.com.br/dp/X?tag=c-20&x=1', curadoria_afiliados_sanitize_url( 'https://www.amazon.com.br/dp/X?tag=c-20&x=1' ) );
	}

	/**
	 * Links that are not absolute http(s).
	 *
	 * @return array[]
	 */
	public function not_http_links() {
		return array(
			'javascript:'                 => array( 'javascript:alert(1)' ),
			'JaVaScRiPt: after spaces'    => array( '  JaVaScRiPt:alert(1)' ),
			'data:'                       => array( 'data:text/html,<script>alert(1)</script>' ),
			'ftp:'                        => array( 'ftp://example.com/file' ),
			'a relative path'             => array( '/produto/1' ),
		);
	}

	/**
	 * Anything but an absolute http(s) URL becomes ''.
	 *
	 * @dataProvider not_http_links
	 * @param string $link Link.
	 */
	public function test_an_affiliate_link_that_is_not_http_becomes_empty( $link ) {
		$this->assertSame( '', curadoria_afiliados_sanitize_url( $link ) );
	}

	/**
	 * The registered sanitiser is what update_post_meta() and the REST API run.
	 */
	public function test_the_registered_sanitiser_guards_every_write() {
		$this->assertSame( '', sanitize_meta( 'affiliate_url', 'javascript:alert(1)', 'post', 'post' ) );
	}

	/**
	 * An anonymous visitor may not write the fields through the REST API.
	 */
	public function test_an_anonymous_visitor_may_not_write_the_fields() {
		$post = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->assertFalse( curadoria_afiliados_meta_auth( false, 'price', $post ) );
	}

	/**
	 * A link written around the sanitiser is served as ''.
	 */
	public function test_a_javascript_link_written_around_the_sanitiser_is_never_served() {
		$post = $this->create_post();
		$this->write_raw_meta( $post, 'affiliate_url', 'javascript:alert(1)' );
		$this->assertSame( '', $this->rest( 'GET', '/wp/v2/posts/' . $post )->get_data()['meta']['affiliate_url'] );
	}
}
