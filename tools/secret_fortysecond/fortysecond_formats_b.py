# ruff: noqa: E501
"""Family b: a Bhutanese datse (traditional archery) club and its dzong tournaments."""

import json

from fortysecond_spec import family

F = family(
    "datse_bhutan_dzong_arrows",
    ("dzongdatse",),
    "bt",
    ("Karma", "Pema", "Sonam", "Tshering", "Dorji", "Kinley", "Ugyen"),
    ("Wangchuk", "Dorji", "Tshering", "Lhamo", "Namgyel", "Penjor"),
    ("datse", "khuru", "dzong", "paro", "punakha", "thimphu", "tashi", "druk", "zhey", "kaa"),
    ("losar", "tshechu", "serkem", "domche", "lomba"),
    "975",
)

F.reg(
    "datse_tournament_scoreboard_flask_config",
    ("home/<<fa>>/scoreboard/config.py", "datse_scores_<<year>>/instance/config.py"),
    """import os

SECRET_KEY = os.environ.get("FLASK_SECRET", "dev")
SQLALCHEMY_DATABASE_URI = "postgresql://datse:<<cred>>@<<ip>>:5432/tournament"
SQLALCHEMY_TRACK_MODIFICATIONS = False
TEAMS_PER_ROUND = <<n>>
TARGET_DISTANCE_M = 145
""",
    "pw_url",
)

F.reg(
    "datse_whatsapp_english_dzongkha_password",
    ("WhatsApp Chat with Datse Team <<year>>.txt", "chats/datse_committee.txt"),
    """[12/03/<<year>>, 7:41:02 PM] <<first>> <<last>>: Kuzuzangpo la, who has the federation portal login?
[12/03/<<year>>, 7:43:15 PM] <<first2>>: la, user is <<user>>
[12/03/<<year>>, 7:43:40 PM] <<first2>>: password <<cred>>
[12/03/<<year>>, 7:44:02 PM] <<first>> <<last>>: Kadrinchey la 🙏 will upload the Paro results tonight
[12/03/<<year>>, 7:51:10 PM] <<first2>>: don't share outside the committee la
""",
    "human",
)

F.reg(
    "datse_livestream_obs_websocket_config_json",
    (
        "Users/<<fa>>/AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        "home/<<fa>>/.config/obs-studio/plugin_config/obs-websocket/config.json",
    ),
    lambda s: json.dumps(
        {
            "alerts_enabled": False,
            "auth_required": True,
            "first_load": False,
            "server_enabled": True,
            "server_password": s["cred"],
            "server_port": 4455,
        },
        indent=4,
    ),
    "pw_alnum",
)

F.reg(
    "datse_rma_payment_gateway_java_constants",
    (
        "entry-fees-<<year>>/src/main/java/bt/<<org>>/pay/PgConfig.java",
        "<<fa>>-app/src/main/java/bt/<<org>>/RmaGateway.java",
    ),
    """package bt.<<org>>.pay;

public final class PgConfig {
    public static final String BENEFICIARY_ID = "BE<<n6>>";
    public static final String PG_ENDPOINT = "https://bfssecure.rma.org.bt/BFSSecure/nvpapi";
    public static final String PG_SIGNING_KEY = "<<cred>>";
    public static final String CALLBACK = "https://<<dom>>/entry-fee/callback";
    private PgConfig() {}
}
""",
    "x:bfs_live_:32",
    syntax="",
)

F.reg(
    "datse_clubhouse_mikrotik_export_rsc",
    ("mikrotik/clubhouse-<<date>>.rsc", "backup/hap_ac2_export.rsc"),
    """# <<date>> 18:02:11 by RouterOS 6.49.10
# software id = <<hxs>>
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=archers supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=archers ssid="Datse Clubhouse"
/ip dhcp-server network
add address=192.168.88.0/24 gateway=192.168.88.1
""",
    "human_x",
    extra=lambda rng, s: s.update(hxs=F.draw(rng, "HEX:4", s) + "-" + F.draw(rng, "HEX:4", s)),
)

F.reg(
    "datse_judges_sms_dzongkha_romanised",
    ("sms/export_<<date>>.txt", "Phone/SMS/<<first>>_<<n4>>.txt"),
    """From: <<phone>>
Date: <<date>> <<time>>

Kuzu zangpo la. Tshechu datse scoring app login: <<user>> / <<cred>> . Choe gi phone na install bay la. Gi lay da na call ab.
""",
    "human",
)

F.reg(
    "datse_target_camera_rtsp_m3u_playlist",
    ("Users/<<fa>>/Videos/target_cams.m3u", "Users/<<fa>>/Desktop/khuru_cams_<<year>>.m3u8"),
    """#EXTM3U
#EXTINF:-1,Target North (Changlimithang)
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Target South
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "pw_url",
)

F.reg(
    "datse_merch_shopify_admin_token_node",
    ("<<fa>>/merch/sync-stock.js", "merch-<<year>>/scripts/shopify-orders.mjs"),
    """import fetch from "node-fetch";

const SHOP = "<<org>>-merch.myshopify.com";
const ADMIN_TOKEN = "<<cred>>";

const res = await fetch(`https://${SHOP}/admin/api/2024-04/orders.json?status=any`, {
  headers: { "X-Shopify-Access-Token": ADMIN_TOKEN },
});
console.log((await res.json()).orders.length, "orders (gho, kira, bows)");
""",
    "p:shopify",
    syntax="",
)
