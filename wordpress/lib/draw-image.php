<?php
/**
 * Placeholder pictures drawn with GD, for the seeded products (seed.php) and
 * for the images of an imported WordPress export whose files cannot be
 * downloaded here (import-wxr.php). Needs wp-load.php (remove_accents,
 * wp_strip_all_tags).
 *
 * @package CuradoriaAfiliados
 */

/**
 * Draw a colourful placeholder picture with a title and save it to $path.
 * Deterministic: the same key, title and size always give the same picture.
 *
 * @param string $key   Picks the colours and shapes (e.g. a slug or file name).
 * @param string $title Text drawn on the picture (tags stripped, entities decoded).
 * @param int    $w     Width in pixels.
 * @param int    $h     Height in pixels.
 * @param string $ext   jpg, jpeg, png, gif or webp.
 * @param string $path  Where to write the file.
 * @param string $brand Small text in the top left corner.
 * @return string $path.
 */
function curadoria_draw_image( $key, $title, $w, $h, $ext, $path, $brand = 'Curadoria Local' ) {
	$im  = imagecreatetruecolor( $w, $h );
	$hue = crc32( $key ) % 360;

	$hsl = static function ( $hdeg, $s, $l ) {
		$c = ( 1 - abs( 2 * $l - 1 ) ) * $s;
		$x = $c * ( 1 - abs( fmod( $hdeg / 60, 2 ) - 1 ) );
		$m = $l - $c / 2;
		$seg = array( array( $c, $x, 0 ), array( $x, $c, 0 ), array( 0, $c, $x ), array( 0, $x, $c ), array( $x, 0, $c ), array( $c, 0, $x ) );
		list( $r, $g, $b ) = $seg[ (int) floor( $hdeg / 60 ) % 6 ];
		return array( (int) round( ( $r + $m ) * 255 ), (int) round( ( $g + $m ) * 255 ), (int) round( ( $b + $m ) * 255 ) );
	};

	// Vertical gradient between two related hues.
	$top    = $hsl( $hue, 0.70, 0.55 );
	$bottom = $hsl( ( $hue + 40 ) % 360, 0.75, 0.35 );
	for ( $y = 0; $y < $h; $y++ ) {
		$t = $y / max( 1, $h - 1 );
		$c = imagecolorallocate(
			$im,
			(int) ( $top[0] + ( $bottom[0] - $top[0] ) * $t ),
			(int) ( $top[1] + ( $bottom[1] - $top[1] ) * $t ),
			(int) ( $top[2] + ( $bottom[2] - $top[2] ) * $t )
		);
		imageline( $im, 0, $y, $w, $y, $c );
	}

	// A few translucent circles, positioned deterministically from the key.
	imagealphablending( $im, true );
	mt_srand( crc32( $key ) );
	for ( $i = 0; $i < 6; $i++ ) {
		list( $r, $g, $b ) = $hsl( ( $hue + 60 * $i ) % 360, 0.8, 0.7 );
		$col = imagecolorallocatealpha( $im, $r, $g, $b, 80 );
		$d   = mt_rand( (int) ( min( $w, $h ) * 0.2 ), (int) ( min( $w, $h ) * 0.7 ) );
		imagefilledellipse( $im, mt_rand( 0, $w ), mt_rand( 0, $h ), $d, $d, $col );
	}
	mt_srand();

	// Title text: TrueType if a font is available, else GD's built-in font scaled up.
	$text  = html_entity_decode( wp_strip_all_tags( $title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$white = imagecolorallocate( $im, 255, 255, 255 );
	$shade = imagecolorallocatealpha( $im, 0, 0, 0, 70 );
	$font  = null;
	foreach ( array(
		'/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
		'/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
	) as $candidate ) {
		if ( is_readable( $candidate ) ) {
			$font = $candidate;
			break;
		}
	}

	$margin = (int) ( $w * 0.08 );
	imagefilledrectangle( $im, 0, (int) ( $h * 0.62 ), $w, $h, $shade );
	if ( $font && function_exists( 'imagettftext' ) ) {
		$size  = max( 14, (int) ( $w / 22 ) );
		$lines = array();
		$line  = '';
		foreach ( preg_split( '/\s+/u', $text ) as $word ) {
			$try = '' === $line ? $word : "$line $word";
			$box = imagettfbbox( $size, 0, $font, $try );
			if ( $box[2] - $box[0] > $w - 2 * $margin && '' !== $line ) {
				$lines[] = $line;
				$line    = $word;
			} else {
				$line = $try;
			}
		}
		$lines[] = $line;
		$lines   = array_slice( $lines, 0, 4 );
		$y       = (int) ( $h * 0.62 ) + (int) ( $size * 1.8 );
		foreach ( $lines as $l ) {
			imagettftext( $im, $size, 0, $margin, $y, $white, $font, $l );
			$y += (int) ( $size * 1.45 );
		}
		imagettftext( $im, max( 10, (int) ( $size * 0.55 ) ), 0, $margin, (int) ( $h * 0.1 ), $white, $font, $brand );
	} else {
		$ascii = remove_accents( $text );
		$small = imagecreatetruecolor( 8 * 40, 16 * 4 );
		imagecolortransparent( $small, imagecolorallocate( $small, 0, 0, 0 ) );
		$sw = imagecolorallocate( $small, 255, 255, 255 );
		foreach ( array_slice( explode( "\n", wordwrap( $ascii, 38, "\n", true ) ), 0, 4 ) as $i => $l ) {
			imagestring( $small, 5, 2, $i * 16, $l, $sw );
		}
		$tw = $w - 2 * $margin;
		imagecopyresized( $im, $small, $margin, (int) ( $h * 0.66 ), 0, 0, $tw, (int) ( $tw * 64 / 320 ), 320, 64 );
		imagedestroy( $small );
	}

	switch ( $ext ) {
		case 'png':
			imagepng( $im, $path, 6 );
			break;
		case 'webp':
			imagewebp( $im, $path, 80 );
			break;
		case 'gif':
			imagetruecolortopalette( $im, true, 255 );
			imagegif( $im, $path );
			break;
		default:
			imagejpeg( $im, $path, 85 );
	}
	imagedestroy( $im );
	return $path;
}
