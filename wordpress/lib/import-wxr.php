<?php
/**
 * Imports a WordPress export (WXR) into the local WordPress, offline: run by
 * wordpress/import.sh with the php CLI. What the official "WordPress Importer"
 * plugin does, minus the network and the parts a headless site does not read:
 *
 * - categories (with their hierarchy) and tags, by slug;
 * - posts and pages with their ORIGINAL ids (`import_id`), dates, statuses
 *   (publish, future, draft, private, pending), passwords, sticky flag, slugs,
 *   excerpts, parents, menu order, categories, tags, post format and post meta
 *   (including the oEmbed caches, so embeds render as the exporting site's did);
 * - image attachments with their original ids: the files cannot be downloaded
 *   here, so each one is drawn with GD at the size the content shows it at
 *   (else a default), saved under the same uploads path, and given all the
 *   intermediate sizes (wp_generate_attachment_metadata);
 * - like the official importer, URLs of those attachments inside post content
 *   are rewritten to the local copies (also the `-WxH` sized variants).
 *
 * Not imported: comments, users (everything belongs to the admin), menus,
 * non-image attachments (audio, video, PDF keep their original URLs).
 * WordPress's sample post and page are deleted (the sample page's id 2 is a
 * page of the Theme Unit Test data).
 *
 * Idempotent: an item whose id exists with the same post type is updated in
 * place; an image already drawn at the right size is kept.
 *
 * Environment: WP_SITE_DIR, WP_SITE_URL, WXR_FILE, IMPORT_SUMMARY.
 *
 * @package CuradoriaAfiliados
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$started = microtime( true );

require __DIR__ . '/cli-request.php';

// Tells WordPress and plugins (the companion plugin's deploy hook among them)
// that this is a bulk import.
define( 'WP_IMPORTING', true );

require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
require __DIR__ . '/draw-image.php';

add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );

const CURADORIA_IMAGE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'webp' );
// The export records no image dimensions; when the content never shows an
// image at a size, it is drawn at this size (portrait when its name says so).
const CURADORIA_DEFAULT_IMAGE_SIZE          = array( 1200, 900 );
const CURADORIA_DEFAULT_PORTRAIT_IMAGE_SIZE = array( 900, 1200 );

/**
 * Stops the import with a message.
 *
 * @param string $message What went wrong.
 */
function curadoria_import_fail( $message ) {
	fwrite( STDERR, "[import] ERROR: $message\n" );
	exit( 1 );
}

/* ---------------------------------------------------------------------------
 * Read the export
 * ------------------------------------------------------------------------ */

$wxr_file = (string) getenv( 'WXR_FILE' );
if ( ! is_readable( $wxr_file ) ) {
	curadoria_import_fail( "cannot read $wxr_file" );
}
if ( ! function_exists( 'simplexml_load_file' ) ) {
	curadoria_import_fail( 'PHP has no SimpleXML: install the Debian package php-xml' );
}
// LIBXML_NONET: never fetch anything the file refers to.
$xml = simplexml_load_file( $wxr_file, 'SimpleXMLElement', LIBXML_NOCDATA | LIBXML_NONET );
if ( false === $xml || ! isset( $xml->channel ) ) {
	curadoria_import_fail( "$wxr_file is not a WordPress export (WXR)" );
}
$namespaces = $xml->getDocNamespaces();
foreach ( array( 'wp', 'content', 'excerpt' ) as $prefix ) {
	if ( ! isset( $namespaces[ $prefix ] ) ) {
		curadoria_import_fail( "$wxr_file declares no '$prefix' namespace: not a WXR file" );
	}
}
$ns_wp      = $namespaces['wp'];
$ns_content = $namespaces['content'];
$ns_excerpt = $namespaces['excerpt'];

$admin = get_user_by( 'login', 'admin' );
if ( ! $admin ) {
	$admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
	$admin  = $admins ? $admins[0] : null;
}
if ( ! $admin ) {
	curadoria_import_fail( 'no administrator user found' );
}
// As the official importer: an administrator stores markup as written.
wp_set_current_user( $admin->ID );
kses_remove_filters();
wp_defer_term_counting( true );

/** The export's items as plain arrays, in file order (a list: menu items repeat ids). */
$items = array();
foreach ( $xml->channel->item as $node ) {
	$wp   = $node->children( $ns_wp );
	$item = array(
		'id'       => (int) $wp->post_id,
		'type'     => (string) $wp->post_type,
		'status'   => (string) $wp->status,
		'title'    => (string) $node->title,
		'content'  => (string) $node->children( $ns_content )->encoded,
		'excerpt'  => (string) $node->children( $ns_excerpt )->encoded,
		'date'     => (string) $wp->post_date,
		'date_gmt' => (string) $wp->post_date_gmt,
		'name'     => (string) $wp->post_name,
		'parent'   => (int) $wp->post_parent,
		'order'    => (int) $wp->menu_order,
		'password' => (string) $wp->post_password,
		'sticky'   => '1' === (string) $wp->is_sticky,
		'comments' => (string) $wp->comment_status,
		'pings'    => (string) $wp->ping_status,
		'url'      => (string) $wp->attachment_url,
		'terms'    => array(),
		'meta'     => array(),
	);
	foreach ( $node->category as $term ) {
		$item['terms'][] = array(
			'taxonomy' => (string) $term['domain'],
			'slug'     => (string) $term['nicename'],
			'name'     => (string) $term,
		);
	}
	foreach ( $wp->postmeta as $meta ) {
		$item['meta'][] = array( (string) $meta->meta_key, (string) $meta->meta_value );
	}
	$items[] = $item;
}

$summary = array(
	'file'              => basename( $wxr_file ),
	'posts'             => array(),
	'pages'             => 0,
	'images'            => 0,
	'images_drawn'      => 0,
	'media_remote'      => array(),
	'categories'        => 0,
	'tags'              => 0,
);

/* ---------------------------------------------------------------------------
 * WordPress's sample content
 * ------------------------------------------------------------------------ */

foreach ( array( array( 'hello-world', 'post' ), array( 'sample-page', 'page' ) ) as list( $slug, $type ) ) {
	foreach ( get_posts( array( 'name' => $slug, 'post_type' => $type, 'post_status' => 'any', 'numberposts' => -1 ) ) as $sample ) {
		// Only WordPress's own sample, never an imported item that reuses its slug.
		if ( ! get_post_meta( $sample->ID, '_curadoria_wxr_import', true ) ) {
			wp_delete_post( $sample->ID, true );
		}
	}
}

/* ---------------------------------------------------------------------------
 * Terms
 * ------------------------------------------------------------------------ */

/**
 * Creates or updates a term by slug; returns its id.
 *
 * @param string $taxonomy    category or post_tag.
 * @param string $slug        Term slug.
 * @param string $name        Term name.
 * @param int    $parent      Parent term id (categories).
 * @param string $description Term description.
 */
function curadoria_import_term( $taxonomy, $slug, $name, $parent = 0, $description = '' ) {
	$args     = array(
		'slug'        => $slug,
		'parent'      => $parent,
		'description' => $description,
	);
	$existing = get_term_by( 'slug', $slug, $taxonomy );
	$result   = $existing
		? wp_update_term( $existing->term_id, $taxonomy, array( 'name' => $name ) + $args )
		: wp_insert_term( $name, $taxonomy, $args );
	if ( is_wp_error( $result ) ) {
		curadoria_import_fail( "$taxonomy '$slug': " . $result->get_error_message() );
	}
	return (int) $result['term_id'];
}

$channel = $xml->channel->children( $ns_wp );

// Categories: parents first (the export lists them alphabetically).
$pending = array();
foreach ( $channel->category as $category ) {
	$pending[ (string) $category->category_nicename ] = array(
		'name'        => (string) $category->cat_name,
		'parent'      => (string) $category->category_parent,
		'description' => (string) $category->category_description,
	);
}
$category_ids = array();
while ( $pending ) {
	$progress = false;
	foreach ( $pending as $slug => $category ) {
		$parent = $category['parent'];
		if ( '' !== $parent && ! isset( $category_ids[ $parent ] ) && isset( $pending[ $parent ] ) ) {
			continue; // Parent not created yet.
		}
		$parent_id             = '' === $parent ? 0 : ( $category_ids[ $parent ] ?? 0 );
		$category_ids[ $slug ] = curadoria_import_term( 'category', $slug, $category['name'], $parent_id, $category['description'] );
		unset( $pending[ $slug ] );
		$progress = true;
	}
	if ( ! $progress ) {
		curadoria_import_fail( 'categories with a parent loop: ' . implode( ', ', array_keys( $pending ) ) );
	}
}

$tag_ids = array();
foreach ( $channel->tag as $tag ) {
	$slug             = (string) $tag->tag_slug;
	$tag_ids[ $slug ] = curadoria_import_term( 'post_tag', $slug, (string) $tag->tag_name, 0, (string) $tag->tag_description );
}

/* ---------------------------------------------------------------------------
 * Images: drawn locally, same uploads path, original ids
 * ------------------------------------------------------------------------ */

// The largest size at which the content shows each image file (an <img> with
// width and height), the best hint of its real size.
$shown_sizes = array();
foreach ( $items as $item ) {
	preg_match_all( '/<img\b[^>]*>/i', $item['content'], $tags );
	foreach ( $tags[0] as $tag ) {
		if ( ! preg_match( '/\ssrc=["\']([^"\'?#]+)/i', $tag, $src )
			|| ! preg_match( '/\swidth=["\']?(\d+)/i', $tag, $width )
			|| ! preg_match( '/\sheight=["\']?(\d+)/i', $tag, $height ) ) {
			continue;
		}
		$size = array( (int) $width[1], (int) $height[1] );
		if ( $size[0] > 0 && $size[1] > 0 && ( ! isset( $shown_sizes[ $src[1] ] ) || $size[0] > $shown_sizes[ $src[1] ][0] ) ) {
			$shown_sizes[ $src[1] ] = $size;
		}
	}
}

/**
 * Size to draw an image at: as the content shows it, else the WxH its file
 * name carries, else the default.
 *
 * @param string $url         Original URL of the image.
 * @param array  $shown_sizes URL => [width, height].
 */
function curadoria_import_image_size( $url, array $shown_sizes ) {
	if ( isset( $shown_sizes[ $url ] ) ) {
		return $shown_sizes[ $url ];
	}
	if ( preg_match( '/-(\d{2,4})x(\d{2,4})\.[a-z]+$/i', $url, $named ) ) {
		return array( (int) $named[1], (int) $named[2] );
	}
	return false !== stripos( basename( $url ), 'vertical' ) ? CURADORIA_DEFAULT_PORTRAIT_IMAGE_SIZE : CURADORIA_DEFAULT_IMAGE_SIZE;
}

/**
 * Inserts or updates an item with its original id; returns the id.
 *
 * @param array $postarr wp_insert_post() arguments (without ID / import_id).
 * @param int   $id      The id the item must keep.
 */
function curadoria_import_upsert( array $postarr, $id ) {
	$existing = get_post( $id );
	if ( $existing && $existing->post_type !== $postarr['post_type'] ) {
		curadoria_import_fail( "id $id is taken by a {$existing->post_type}, cannot import the {$postarr['post_type']} '{$postarr['post_title']}'" );
	}
	if ( $existing ) {
		$postarr['ID']        = $id;
		$postarr['edit_date'] = true; // keep the dates of drafts too
		$result               = wp_update_post( wp_slash( $postarr ), true );
	} else {
		$postarr['import_id'] = $id;
		$result               = wp_insert_post( wp_slash( $postarr ), true );
	}
	if ( is_wp_error( $result ) ) {
		curadoria_import_fail( "{$postarr['post_type']} $id: " . $result->get_error_message() );
	}
	if ( (int) $result !== $id ) {
		curadoria_import_fail( "{$postarr['post_type']} $id was stored as $result" );
	}
	update_post_meta( $id, '_curadoria_wxr_import', basename( getenv( 'WXR_FILE' ) ) );
	return $id;
}

$uploads = wp_upload_dir( null, true );
if ( ! empty( $uploads['error'] ) ) {
	curadoria_import_fail( 'uploads folder: ' . $uploads['error'] );
}
$url_map = array(); // original URL => local URL, for the content.

foreach ( $items as $item ) {
	if ( 'attachment' !== $item['type'] ) {
		continue;
	}
	$url       = $item['url'];
	$relative  = ltrim( (string) wp_parse_url( $url, PHP_URL_PATH ), '/' ); // e.g. 2008/06/canola2.jpg
	$extension = strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) );
	$is_image  = in_array( $extension, CURADORIA_IMAGE_EXTENSIONS, true ) && preg_match( '#^\d{4}/\d{2}/[A-Za-z0-9._-]+$#', $relative );
	$file      = $uploads['basedir'] . '/' . $relative;
	$local     = $uploads['baseurl'] . '/' . $relative;

	$drawn = false;
	if ( $is_image ) {
		list( $w, $h ) = curadoria_import_image_size( $url, $shown_sizes );
		$on_disk       = is_file( $file ) ? getimagesize( $file ) : false;
		if ( ! $on_disk || $on_disk[0] !== $w || $on_disk[1] !== $h ) {
			wp_mkdir_p( dirname( $file ) );
			$label = '' !== $item['title'] ? $item['title'] : basename( $relative );
			curadoria_draw_image( $relative, "$label ({$w}×{$h})", $w, $h, $extension, $file, 'Theme Unit Test' );
			$drawn = true;
			++$summary['images_drawn'];
		}
	}

	$id = curadoria_import_upsert(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'inherit',
			'post_author'    => $admin->ID,
			'post_title'     => $item['title'],
			'post_content'   => $item['content'],
			'post_excerpt'   => $item['excerpt'],
			'post_name'      => $item['name'],
			'post_date'      => $item['date'],
			'post_date_gmt'  => $item['date_gmt'],
			'post_parent'    => $item['parent'],
			'post_mime_type' => (string) wp_check_filetype( basename( $relative ) )['type'],
			'guid'           => $is_image ? $local : $url,
			'comment_status' => $item['comments'],
			'ping_status'    => $item['pings'],
		),
		$item['id']
	);
	foreach ( $item['meta'] as list( $key, $value ) ) {
		if ( '_wp_attachment_image_alt' === $key ) {
			update_post_meta( $id, $key, $value );
		}
	}

	if ( ! $is_image ) {
		// Audio, video, PDF: no file here, so WordPress serves the original
		// URL (the guid) for it, as for media kept on another host.
		delete_post_meta( $id, '_wp_attached_file' );
		$summary['media_remote'][] = $url;
		continue;
	}
	update_attached_file( $id, $file );
	if ( $drawn || ! wp_get_attachment_metadata( $id ) ) {
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	} elseif ( wp_get_missing_image_subsizes( $id ) ) {
		// Imported before a size was registered (the plugin's 4:3 crops, say).
		wp_update_image_subsizes( $id );
	}
	++$summary['images'];

	// As the official importer: the URL, and its extension-less stem so the
	// sized variants (name-300x200.jpg) follow. Both schemes.
	foreach ( array( $url, preg_replace( '#^https:#', 'http:', $url ) ) as $original ) {
		$url_map[ $original ]                                             = $local;
		$url_map[ substr( $original, 0, -strlen( ".$extension" ) ) . '-' ] = substr( $local, 0, -strlen( ".$extension" ) ) . '-';
	}
}

/* ---------------------------------------------------------------------------
 * Posts and pages
 * ------------------------------------------------------------------------ */

/**
 * The exporting site's oEmbed caches, re-keyed for this site.
 *
 * WordPress caches a provider's answer for an embedded URL in the post meta
 * `_oembed_{md5(url . serialize([width, height]))}`, the size coming from the
 * theme's content width. The export holds the answers YouTube, Twitter,
 * Facebook or WordPress.tv gave the exporting site (iframes and scripts, what
 * a WordPress with network access serves in `content.rendered`), keyed for
 * that site's themes: this finds the URL and size behind each key and stores
 * the answer under the key this site looks up (no theme: 500 px wide), so the
 * embeds render here as they would online instead of falling back to links.
 *
 * @param string $content The post content.
 * @param array  $meta    The post's meta from the export, key => values.
 * @return array Additional meta, key => values.
 */
function curadoria_import_oembed_caches( $content, array $meta ) {
	preg_match_all( '#https?://[^\s"\'<>\]\[]+#', $content, $found );
	$urls    = array_unique( $found[0] );
	$rekeyed = array();
	foreach ( $meta as $key => $values ) {
		if ( ! preg_match( '/^_oembed_([0-9a-f]{32})$/', $key, $hash ) || '{{unknown}}' === $values[0] ) {
			continue;
		}
		foreach ( $urls as $url ) {
			for ( $width = 100; $width <= 2000; $width++ ) {
				// As wp_embed_defaults() computes it (a float unless capped at 1000: it is hashed).
				$size = array(
					'width'  => $width,
					'height' => min( ceil( $width * 1.5 ), 1000 ),
				);
				if ( md5( $url . serialize( $size ) ) !== $hash[1] ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
					continue;
				}
				$local = md5( $url . serialize( wp_embed_defaults( $url ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
				// Several sizes of one URL: keep the narrowest answer (closest to a phone).
				if ( ! isset( $rekeyed[ $local ] ) || $width < $rekeyed[ $local ]['width'] ) {
					$rekeyed[ $local ] = array(
						'width' => $width,
						'html'  => $values[0],
					);
				}
				continue 3;
			}
		}
	}
	$added = array();
	foreach ( $rekeyed as $local => $cache ) {
		$added[ "_oembed_$local" ]      = array( $cache['html'] );
		$added[ "_oembed_time_$local" ] = array( time() );
	}
	return $added;
}

// Meta the official importer skips, or that means nothing here.
$skipped_meta = array( '_edit_lock', '_edit_last', '_publicize_pending', '_curadoria_wxr_import' );

// Parents first, so a page's parent exists when WordPress checks its hierarchy.
$content_items = array_values(
	array_filter(
		$items,
		static function ( $item ) {
			return in_array( $item['type'], array( 'post', 'page' ), true );
		}
	)
);
usort(
	$content_items,
	static function ( $a, $b ) {
		return ( $a['parent'] > 0 ) <=> ( $b['parent'] > 0 );
	}
);

foreach ( $content_items as $item ) {
	$id = curadoria_import_upsert(
		array(
			'post_type'      => $item['type'],
			'post_status'    => $item['status'],
			'post_author'    => $admin->ID,
			'post_title'     => $item['title'],
			// strtr replaces the longest match first: a full URL wins over its stem.
			'post_content'   => strtr( $item['content'], $url_map ),
			'post_excerpt'   => $item['excerpt'],
			'post_name'      => $item['name'],
			'post_date'      => $item['date'],
			'post_date_gmt'  => $item['date_gmt'],
			'post_parent'    => $item['parent'],
			'menu_order'     => $item['order'],
			'post_password'  => $item['password'],
			'comment_status' => $item['comments'],
			'ping_status'    => $item['pings'],
		),
		$item['id']
	);

	$categories = array();
	$tags       = array();
	$format     = '';
	foreach ( $item['terms'] as $term ) {
		if ( 'category' === $term['taxonomy'] ) {
			$categories[] = $category_ids[ $term['slug'] ] ?? ( $category_ids[ $term['slug'] ] = curadoria_import_term( 'category', $term['slug'], $term['name'] ) );
		} elseif ( 'post_tag' === $term['taxonomy'] ) {
			$tags[] = $tag_ids[ $term['slug'] ] ?? ( $tag_ids[ $term['slug'] ] = curadoria_import_term( 'post_tag', $term['slug'], $term['name'] ) );
		} elseif ( 'post_format' === $term['taxonomy'] ) {
			$format = preg_replace( '/^post-format-/', '', $term['slug'] );
		}
	}
	if ( 'post' === $item['type'] ) {
		wp_set_post_categories( $id, $categories ); // none: the default category, as WordPress does
		wp_set_post_terms( $id, $tags, 'post_tag' );
		set_post_format( $id, $format );
		if ( $item['sticky'] ) {
			stick_post( $id );
		} else {
			unstick_post( $id );
		}
	}

	$meta = array();
	foreach ( $item['meta'] as list( $key, $value ) ) {
		if ( in_array( $key, $skipped_meta, true ) ) {
			continue;
		}
		if ( '_thumbnail_id' === $key && 'attachment' !== get_post_type( (int) $value ) ) {
			continue; // Its file is not an image we could draw.
		}
		$meta[ $key ][] = maybe_unserialize( $value );
	}
	$meta += curadoria_import_oembed_caches( $item['content'], $meta );
	foreach ( $meta as $key => $values ) {
		delete_post_meta( $id, $key );
		foreach ( $values as $value ) {
			add_post_meta( $id, wp_slash( $key ), wp_slash( $value ) );
		}
	}

	if ( 'page' === $item['type'] ) {
		++$summary['pages'];
	} else {
		$summary['posts'][] = array(
			'id'        => $id,
			'status'    => $item['status'],
			'protected' => '' !== $item['password'],
			'sticky'    => $item['sticky'],
			'title'     => $item['title'],
		);
	}
}

wp_defer_term_counting( false );
foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
	$all = get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'tt_ids' ) );
	wp_update_term_count_now( $all, $taxonomy );
	clean_term_cache( $all, $taxonomy );
}
$summary['categories'] = count( $category_ids );
$summary['tags']       = count( $tag_ids );

/* ---------------------------------------------------------------------------
 * Summary
 * ------------------------------------------------------------------------ */

$by_status = array();
foreach ( $summary['posts'] as $post ) {
	$key               = $post['status'] . ( $post['protected'] ? ' (password)' : '' );
	$by_status[ $key ] = ( $by_status[ $key ] ?? 0 ) + 1;
}
$summary['seconds'] = round( microtime( true ) - $started, 1 );
file_put_contents( getenv( 'IMPORT_SUMMARY' ), wp_json_encode( $summary, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . "\n" );

printf( "[import] %s imported in %.1f s\n", $summary['file'], $summary['seconds'] );
foreach ( $by_status as $status => $count ) {
	printf( "  posts %-20s %d\n", $status, $count );
}
printf( "  pages: %d, categories: %d, tags: %d\n", $summary['pages'], $summary['categories'], $summary['tags'] );
printf( "  images: %d (%d drawn now), other media at their original URL: %d\n", $summary['images'], $summary['images_drawn'], count( $summary['media_remote'] ) );
printf( "  summary written to %s\n", getenv( 'IMPORT_SUMMARY' ) );
