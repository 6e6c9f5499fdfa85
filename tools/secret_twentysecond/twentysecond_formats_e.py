"""Sericulture and silk reeling filatures: rearing rooms, reeling machines, cocoon markets."""

import re

from twentysecond_corpus import gen_pw
from twentysecond_spec import reg

F = "sericulture_silk_reeling_filature"


def _prop_escape(v: str) -> str:
    return "".join("\\" + c if c in "=:#!" else c for c in v)


def _prop_unescape(t: str) -> str:
    raw = re.search(r"^reeler\.cloud\.password=(.*)$", t, re.M).group(1)
    return re.sub(r"\\(.)", r"\1", raw)


reg(
    F,
    "silk_rearing_room_humidity_toml_influx_password",
    ("rearing/<<org>>/room<<n>>.toml", "silkworm/shed_<<n>>.toml"),
    """[room]
name = "rearing room <<n>>"
instar_stage = 4
mulberry_feed_per_day = 3

[influx]
url = "http://<<ip>>:8086"
database = "rearing"
username = "shed"
password = "<<v>>"
""",
    "dq",
)

reg(
    F,
    "silk_reeling_machine_java_properties_store_escaped_password",
    ("reeler/<<org>>/reeler_<<n>>.properties", "conf/reeling-line-<<n>>.properties"),
    """#Reeling line settings
#Mon <<date>> <<hh>>\\:<<mm>>\\:00 CET
reeler.line=<<n>>
reeler.denier.target=21
reeler.cloud.endpoint=https\\://filature.<<dom>>/api
reeler.cloud.user=line<<n>>
reeler.cloud.password=<<v>>
""",
    lambda r: gen_pw(r, sym="=:#!"),
    "",
    enc=_prop_escape,
    decode=_prop_unescape,
)

reg(
    F,
    "silk_cocoon_market_scala_case_class_api_key",
    ("src/main/scala/<<org>>/Market<<n>>.scala", "market/Settings<<nn>>.scala"),
    """package market

final case class ExchangeSettings(host: String, apiKey: String, lot: Int)

object Settings {
  val exchange = ExchangeSettings("cocoons.<<dom>>", "<<v>>", <<nn>>)
}
""",
    "a32",
    "",
)

reg(
    F,
    "silk_mulberry_field_sensors_chirpstack_toml_api_token",
    ("lora/<<org>>/chirpstack_<<n>>.toml", "gateway/mulberry<<n>>.toml"),
    """[integration.http]
json = true
event_endpoint_url = "https://farm.<<dom>>/lora"

[integration.http.headers]
Authorization = "Token <<v>>"
""",
    "hex40",
)

reg(
    F,
    "silk_weaving_shed_japanese_line_chat_password",
    ("chats/<<org>>/line_<<n>>.txt", "exports/[LINE] weaving_<<nn>>.txt"),
    """<<date>>
<<hh>>:<<mm>>\t<<first>>\t染色室のタブレット、ロックかかってます
<<hh>>:<<mm>>\t<<first2>>\tパスワードは <<v>> です
<<hh>>:<<mm>>\t<<first>>\tありがとうございます！
""",
    "human",
)

reg(
    F,
    "silk_dye_house_clojure_edn_db_password",
    ("resources/<<org>>/config<<n>>.edn", "dyehouse/config_<<nn>>.edn"),
    """{:db {:dbtype "postgresql"
      :host "<<host>>"
      :dbname "dyehouse"
      :user "dyer"
      :password "<<v>>"}
 :port 3000}
""",
    "dq",
    "",
)

reg(
    F,
    "silk_export_docs_perl_dbi_connect_positional",
    ("cgi/<<org>>/export_<<n>>.pl", "scripts/silk_export<<nn>>.pl"),
    """use strict;
use DBI;

my $dbh = DBI->connect("DBI:mysql:database=exports;host=<<host>>", "exporter", '<<v>>',
    { RaiseError => 1 });
my $sth = $dbh->prepare("SELECT lot, grade FROM bales WHERE shipped = 0");
""",
    "sq",
    "",
)

reg(
    F,
    "silk_filature_shift_handover_txt_next_line",
    ("handover/<<org>>/shift_<<n>>.txt", "notes/reeling_night_<<nn>>.txt"),
    """Night shift handover <<date>>
- basin 4 temperature drifting, recalibrated
- reeler HMI was locked, admin login below
<<v>>
- cocoon store at 61% humidity
""",
    "ini",
)
