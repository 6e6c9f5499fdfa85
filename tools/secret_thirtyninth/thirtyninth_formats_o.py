# ruff: noqa: E501
"""Family o: salt cooperatives and salt-hotel tourism on the Bolivian Altiplano salt flats."""

from __future__ import annotations

from thirtyninth_spec import Fam, reg

F = Fam(
    name="bolivia_salar_aymara_andean",
    tlds=("bo", "com.bo"),
    orgs=("salar-tahua", "coop-colchani", "sal-andina", "hotel-palacio-de-sal"),
    first=("wilma", "evaristo", "marisol", "fidel", "nilda", "ruben", "justina", "edwin"),
    last=("mamani", "quispe", "condori", "choque", "huanca", "flores", "ticona"),
    words=(
        "salar",
        "colchani",
        "tunupa",
        "llama",
        "quinua",
        "jallalla",
        "pachamama",
        "altiplano",
        "yodo",
        "inti",
    ),
    pets=("chaski", "wawa", "kusi", "tika", "puka"),
    seasons=("Lluvias", "Invierno", "Jallupacha", "Awtipacha"),
    places=("Colchani", "Uyuni", "Tahua", "Llica", "Potosi", "Oruro"),
)

reg(
    F,
    "salar_aymara_whatsapp_contrasena_banco",
    ("chat/WhatsApp Chat con Cooperativa <<org>>.txt", "celular/<<user>>/chat_coop_<<n>>.txt"),
    """<<date_sl>> <<time>> - <<first_t>> <<last_t>>: Kamisaki kullaka! necesito la contraseña de la banca por internet para pagar a los socios
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: Waliki, usuario <<org>>
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: contraseña <<cred>>
<<date_sl>> <<time>> - <<first_t>> <<last_t>>: Jallalla, yuspajara 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "salar_inventory_perl_dbi_connect",
    ("cgi-bin/<<org>>/inventario.pl", "cooperativa/<<org>>/bin/stock_sal_<<n>>.pl"),
    """#!/usr/bin/perl
# Inventario de sal yodada y fluorada (bolsas de 1 kg, quintales)
use strict;
use warnings;
use DBI;

my $dbh = DBI->connect("DBI:mysql:database=inventario;host=<<host>>", "coop", '<<cred>>',
    { RaiseError => 1, mysql_enable_utf8 => 1 });
my $sth = $dbh->prepare("SELECT producto, SUM(kg) FROM stock GROUP BY producto");
$sth->execute();
while (my @r = $sth->fetchrow_array) { print join("\\t", @r), "\\n"; }
$dbh->disconnect;
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "salar_production_julia_libpq_connection",
    ("analisis/<<org>>/produccion_<<year>>.jl", "estadistica/<<org>>/cosecha_sal.jl"),
    """# Producción mensual de sal por piscina de evaporación
using LibPQ, DataFrames

conn = LibPQ.Connection("host=<<host>> dbname=cosecha user=analista password=<<cred>>")
df = DataFrame(execute(conn, "SELECT mes, piscina, toneladas FROM cosecha WHERE anio = <<year>>"))
println(combine(groupby(df, :mes), :toneladas => sum))
close(conn)
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "salar_tours_play_application_conf_hocon",
    ("tours/<<org>>/conf/application.conf", "reservas/<<org>>/conf/prod.conf"),
    """# Reservas de tours al salar (4x4, 3 días, Isla Incahuasi)
play.http.secret.key = ${?APPLICATION_SECRET}
play.i18n.langs = ["es", "en"]

db.default.driver = org.postgresql.Driver
db.default.url = "jdbc:postgresql://<<host>>:5432/reservas"
db.default.username = "tours"
db.default.password = "<<cred>>"

tours.base = "<<place>>"
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "salar_quechua_sms_reply_only_value",
    ("sms/<<user>>/<<date>>.txt", "telefono/<<org>>/sms_<<n>>.txt"),
    """<<date_sl>> <<time>> De: +591 7<<n3>><<n4>>
Imaynalla! qhawachiway computadora hotelpa contraseñanta, hotel de sal reservas
<<date_sl>> <<time>> De: +591 6<<n3>><<n4>>
<<cred>>
<<date_sl>> <<time>> De: +591 7<<n3>><<n4>>
Sulpayki
""",
    "human",
    syntax="",
)

reg(
    F,
    "salar_export_site_dotenv_sendgrid",
    ("web/<<org>>/.env", "exportacion/<<org>>/.env.prod"),
    """# Sitio de exportación - sal de Uyuni gourmet y en bloques
NODE_ENV=production
PORT=3000
SENDGRID_API_KEY=<<cred>>
MAIL_FROM=ventas@<<dom>>
""",
    "p:sendgrid",
    syntax="",
)

reg(
    F,
    "salar_price_list_makefile_curl_ftp_upload",
    ("precios/<<org>>/Makefile", "lista/<<org>>/Makefile"),
    """# Genera la lista de precios (PDF) y la sube al FTP del distribuidor
PDF = lista_precios_$(shell date +%Y%m).pdf

all: $(PDF) subir

$(PDF): precios.md
\tpandoc precios.md -o $(PDF)

subir: $(PDF)
\tcurl -T $(PDF) -u coop<<n>>:<<cred>> ftp://<<ip>>/listas/

.PHONY: all subir
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "salar_board_minutes_acta_banca_clave",
    ("actas/<<org>>/acta_<<date>>.txt", "directorio/<<org>>/acta_reunion_<<n>>.md"),
    """ACTA DE REUNIÓN DEL CONSEJO DE ADMINISTRACIÓN
Cooperativa <<org_t>> — <<place>>, <<date_sl>>

Presentes: <<first_t>> <<last_t>> (presidenta), <<first2_t>> <<last2_t>> (tesorero), 5 socios.

1. Precio del quintal de sal: se mantiene.
2. Banca por internet: la tesorera anterior entrega el acceso. Se acuerda que
   la nueva clave de la banca es <<cred>> y que solo la conocen presidenta y tesorero.
3. Mantenimiento de la planta de yodación: se aprueba el gasto.

Firman al pie.
""",
    "human",
    syntax="",
)
