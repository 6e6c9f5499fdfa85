"""Family: archery range and field club."""
# ruff: noqa: E501

import random
import re
from urllib.parse import quote, unquote

from twentythird_spec import gen_pw, hexs, reg

F = "archery_range_field_club"


def _dec_url(text: str) -> str:
    m = re.search(r"://[^:/@]+:([^@]+)@", text)
    return unquote(m.group(1))


def _pw_url(r: random.Random) -> str:
    return gen_pw(r, sym="@:/#%?")


reg(
    F,
    "archery_scores_env_database_url_percent_encoded",
    ("scores/<<org>>/.env", "archery-scores/deploy/.env.<<n>>"),
    """NODE_ENV=production
DATABASE_URL=postgresql://<<user>>:<<enc>>@<<host>>:5432/scores
SESSION_TTL=3600
""",
    _pw_url,
    enc=lambda pw, s: quote(pw, safe=""),
    decode=_dec_url,
)

reg(
    F,
    "archery_ianseo_results_php_define_password",
    ("ianseo/<<org>>/Common/config.inc.php", "results/<<n>>/config.inc.php"),
    """<?php
define('R_HOST', '<<host>>');
define('R_USER', '<<user>>');
define('R_PASS', '<<pw>>');
define('R_DB', 'ianseo');
$CFG->ROOT_DIR = '/ianseo/';
""",
    "sq",
    "",
)

reg(
    F,
    "archery_range_booking_kotlin_data_class_default",
    ("range-booking/src/main/kotlin/<<org>>/SmsConfig.kt", "booking/src/Sms<<n>>.kt"),
    """package club.range.booking

data class SmsConfig(
    val endpoint: String = "https://sms.<<dom>>/v1/messages",
    val sender: String = "RANGE",
    val apiKey: String = "<<pw>>",
)
""",
    "key32",
    "",
)

reg(
    F,
    "archery_club_discord_html_export_message",
    ("discord/<<org>>/general-<<n>>.html", "exports/archery-discord-<<date>>.html"),
    """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>#range-officers</title></head>
<body>
<div class="chatlog__message-group">
  <div class="chatlog__author" title="<<first>>">range-<<first>></div>
  <div class="chatlog__content"><span class="chatlog__markdown-preserve">scoring tablet pin changed, new login for golden records is <<user>> <<pw>></span></div>
  <div class="chatlog__timestamp"><<date>> <<time>></div>
</div>
</body></html>
""",
    "human",
    "",
)

reg(
    F,
    "archery_shoot_results_winscp_script_open_url",
    ("winscp/<<org>>/upload_results.txt", "scripts/results_sftp<<n>>.txt"),
    """option batch abort
option confirm off
open sftp://<<user>>:<<pw>>@ftp.<<dom>>/ -hostkey="ssh-ed25519 255 <<hex8>><<hex8>>"
put C:\\Ianseo\\Export\\*.pdf /public_html/results/
exit
""",
    "url",
    "",
)

reg(
    F,
    "archery_equipment_inventory_flat_odt_xml_paragraph",
    ("inventory/<<org>>/equipment-<<n>>.fodt", "club/docs/inventory<<year>>.fodt"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:body>
  <office:text>
   <text:h text:outline-level="1">Equipment store</text:h>
   <text:p>Recurve bows: <<n>> (club loan), target bosses: 12</text:p>
   <text:p>Supplier trade account <<email>> / <<pw>></text:p>
  </office:text>
 </office:body>
</office:document>
""",
    "xml",
)

reg(
    F,
    "archery_coaching_video_java_static_final_token",
    ("coaching/src/main/java/club/<<org>>/VideoUpload.java", "video/src/Upload<<n>>.java"),
    """package club.archery.video;

public class VideoUpload {
    private static final String VIDEO_HOST = "https://api.video.<<dom>>";
    private static final String VIDEO_TOKEN = "<<pw>>";

    public String auth() { return "bearer " + VIDEO_TOKEN; }
}
""",
    lambda r: hexs(r, 32),
    "",
)

reg(
    F,
    "archery_range_alarm_handover_bare_lines",
    ("handover/<<org>>/range-officer-<<n>>.txt", "clubhouse/handover_<<date>>.txt"),
    """Range officer handover <<dmy>>

alarm panel web
<<ip>>
installer
<<pw>>

boss 7 needs new face, arrow puller in drawer
""",
    "alnum",
    "",
)
