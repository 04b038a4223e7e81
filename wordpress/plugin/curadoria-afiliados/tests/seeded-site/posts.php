<?php
/**
 * The seeded site's posts as the app reads them over HTTP
 * (wordpress/lib/seed.php, WordPress's REST API and the plugin's fields):
 * pagination, the fields the app reads, images, the edge cases, the hidden
 * draft.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The seeded posts.
 */
final class Seeded_Posts_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * The listing pages, fetched once per class: page => response.
	 *
	 * @var Curadoria_Http_Response[]
	 */
	private static $pages = array();

	/**
	 * A page of 20 posts with their embeds.
	 *
	 * @param int $page Page.
	 * @return Curadoria_Http_Response
	 */
	private function page( $page ) {
		if ( ! isset( self::$pages[ $page ] ) ) {
			self::$pages[ $page ] = $this->http()->get( $this->site( '/wp-json/wp/v2/posts?per_page=20&_embed&page=' . $page ) );
		}
		return self::$pages[ $page ];
	}

	/**
	 * Both pages' posts.
	 *
	 * @return array[]
	 */
	private function all_posts() {
		return array_merge( $this->page( 1 )->json(), $this->page( 2 )->json() );
	}

	/**
	 * The one post with a slug.
	 *
	 * @param string $slug Slug.
	 * @return array
	 */
	private function by_slug( $slug ) {
		$response = $this->http()->get( $this->site( '/wp-json/wp/v2/posts?_embed&slug=' . $slug ) );
		$this->assertSame( 200, $response->status );
		$this->assertCount( 1, $response->json(), $slug );
		return $response->json()[0];
	}

	/**
	 * How many of some posts satisfy a rule.
	 *
	 * @param array[]  $posts Posts.
	 * @param callable $rule  Rule.
	 * @return int
	 */
	private function count_where( array $posts, callable $rule ) {
		return count( array_filter( $posts, $rule ) );
	}

	/**
	 * Page 1 has 20 posts, the total says there are more, in two pages; page
	 * 2 holds the rest; page 3 is WordPress's 400.
	 */
	public function test_the_posts_come_in_two_pages_of_20() {
		$first = $this->page( 1 );
		$total = (int) $first->header( 'X-WP-Total' );
		$this->assertSame( 200, $first->status );
		$this->assertCount( 20, $first->json() );
		$this->assertGreaterThan( 20, $total );
		$this->assertSame( '2', $first->header( 'X-WP-TotalPages' ) );
		$this->assertSame( 200, $this->page( 2 )->status );
		$this->assertCount( $total - 20, $this->page( 2 )->json() );
		$third = $this->http()->get( $this->site( '/wp-json/wp/v2/posts?per_page=20&page=3' ) );
		$this->assertSame( array( 400, 'rest_post_invalid_page_number' ), array( $third->status, $third->json()['code'] ?? '' ) );
	}

	/**
	 * Every post has meta.price and meta.affiliate_url; most have a price and
	 * an https link; each has its title, excerpt, content and categories.
	 */
	public function test_every_post_has_the_fields_the_app_reads() {
		$posts = $this->page( 1 )->json();
		$this->assertSame(
			20,
			$this->count_where(
				$posts,
				static function ( $post ) {
					return isset( $post['meta'] ) && array_key_exists( 'price', $post['meta'] ) && array_key_exists( 'affiliate_url', $post['meta'] );
				}
			)
		);
		$this->assertGreaterThanOrEqual(
			15,
			$this->count_where(
				$posts,
				static function ( $post ) {
					return '' !== $post['meta']['price'] && 0 === strpos( $post['meta']['affiliate_url'], 'https://' );
				}
			)
		);
		$this->assertSame(
			20,
			$this->count_where(
				$posts,
				static function ( $post ) {
					return isset( $post['title']['rendered'], $post['excerpt']['rendered'], $post['content']['rendered'] ) && is_array( $post['categories'] ) && $post['categories'];
				}
			)
		);
	}

	/**
	 * Featured images come embedded, with WordPress's sizes; the image itself
	 * is served, and /media answers for it; a post answers on its own.
	 */
	public function test_featured_images_come_embedded_and_are_served() {
		$posts = $this->page( 1 )->json();
		$this->assertGreaterThanOrEqual(
			18,
			$this->count_where(
				$posts,
				static function ( $post ) {
					return 0 === strpos( $post['_embedded']['wp:featuredmedia'][0]['source_url'] ?? '', 'http' );
				}
			)
		);
		$this->assertGreaterThanOrEqual(
			18,
			$this->count_where(
				$posts,
				static function ( $post ) {
					return isset( $post['_embedded']['wp:featuredmedia'][0]['media_details']['sizes']['thumbnail']['source_url'] );
				}
			)
		);
		$image = $this->http()->get( $posts[0]['_embedded']['wp:featuredmedia'][0]['source_url'] );
		$this->assertSame( 200, $image->status );
		$this->assertStringStartsWith( 'image/', (string) $image->header( 'Content-Type' ) );
		$media = $this->http()->get( $this->site( '/wp-json/wp/v2/media/' . $posts[0]['featured_media'] ) );
		$this->assertSame( 200, $media->status );
		$this->assertStringContainsString( 'source_url', $media->body );
		$this->assertSame( 200, $this->http()->get( $this->site( '/wp-json/wp/v2/posts/' . $posts[0]['id'] . '?_embed' ) )->status );
	}

	/**
	 * The edge cases: a post without an image, one without a price, one
	 * without a link.
	 */
	public function test_the_posts_without_image_price_or_link_say_so() {
		$no_image = $this->by_slug( 'luminaria-led-de-mesa-sem-imagem' );
		$this->assertSame( 0, $no_image['featured_media'] );
		$this->assertArrayNotHasKey( 'wp:featuredmedia', $no_image['_embedded'] ?? array() );
		$this->assertSame( '', $this->by_slug( 'fita-de-led-rgb-sem-preco' )['meta']['price'] );
		$this->assertSame( '', $this->by_slug( 'tapete-de-yoga-sem-link' )['meta']['affiliate_url'] );
	}

	/**
	 * The hostile post's markup reaches the API as stored (the app neutralises
	 * it), but its javascript: link never does; no post has a link other than
	 * '' or http(s).
	 */
	public function test_no_post_serves_a_link_that_is_not_http() {
		$hostile = $this->by_slug( 'teste-xss-conteudo-malicioso' );
		$this->assertStringContainsString( '<script>', $hostile['title']['rendered'] );
		$this->assertStringContainsString( 'javascript:alert', $hostile['content']['rendered'] );
		$this->assertDoesNotMatchRegularExpression( '/^\s*javascript:/i', $hostile['meta']['affiliate_url'] );
		$this->assertSame(
			0,
			$this->count_where(
				$this->all_posts(),
				static function ( $post ) {
					return '' !== $post['meta']['affiliate_url'] && ! preg_match( '#^https?://#', $post['meta']['affiliate_url'] );
				}
			)
		);
	}

	/**
	 * The draft is in no page, not found by its slug, and refused by id to an
	 * anonymous visitor.
	 */
	public function test_the_draft_never_shows() {
		$this->assertStringNotContainsString( 'rascunho-nao-publicar', $this->page( 1 )->body . $this->page( 2 )->body );
		$this->assertSame( array(), $this->http()->get( $this->site( '/wp-json/wp/v2/posts?slug=rascunho-nao-publicar' ) )->json() );
		$this->assertSame( 401, $this->http()->get( $this->site( '/wp-json/wp/v2/posts/' . Curadoria_Local_WordPress::seed()['edge_cases']['draft']['id'] ) )->status );
	}

	/**
	 * An anonymous visitor cannot write a post's fields: WordPress answers 401
	 * before anything is stored.
	 */
	public function test_an_anonymous_write_of_a_posts_fields_is_refused() {
		$post     = Curadoria_Local_WordPress::seed()['posts']['air-fryer-mondial-4-litros'];
		$response = $this->http()->request( 'POST', $this->site( '/wp-json/wp/v2/posts/' . $post ), array( 'Content-Type' => 'application/json' ), '{"meta":{"price":"R$ 0,00"}}' );
		$this->assertSame( 401, $response->status );
	}

	/**
	 * Price dates are '' or YYYY-MM-DD; some within 30 days, some older; the
	 * hostile post's garbage date is served as '', the post without a price
	 * has none, and the post on the 30-day boundary has the date the seed gave.
	 */
	public function test_price_dates_are_dates_some_recent_some_old() {
		$posts = $this->all_posts();
		$this->assertSame(
			0,
			$this->count_where(
				$posts,
				static function ( $post ) {
					return ! preg_match( '/^(\d{4}-\d{2}-\d{2})?$/', $post['meta']['price_checked_at'] ?? 'x' );
				}
			)
		);
		$limit = strtotime( '-30 days midnight' );
		$dated = array_filter(
			$posts,
			static function ( $post ) {
				return '' !== $post['meta']['price_checked_at'];
			}
		);
		$this->assertGreaterThanOrEqual(
			5,
			$this->count_where(
				$dated,
				static function ( $post ) use ( $limit ) {
					return strtotime( $post['meta']['price_checked_at'] ) >= $limit;
				}
			)
		);
		$this->assertGreaterThanOrEqual(
			5,
			$this->count_where(
				$dated,
				static function ( $post ) use ( $limit ) {
					return strtotime( $post['meta']['price_checked_at'] ) < $limit;
				}
			)
		);
		$this->assertSame( '', $this->by_slug( 'teste-xss-conteudo-malicioso' )['meta']['price_checked_at'] );
		$this->assertSame( '', $this->by_slug( 'fita-de-led-rgb-sem-preco' )['meta']['price_checked_at'] );
		$this->assertSame( Curadoria_Local_WordPress::seed()['price_checked_at']['caixa-de-som-jbl-go-3'], $this->by_slug( 'caixa-de-som-jbl-go-3' )['meta']['price_checked_at'] );
	}
}
